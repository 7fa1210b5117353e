// Relations for db.query (relational queries) across the shared catalogue.
import { relations } from 'drizzle-orm'
import { availabilitySlots } from './availability'
import { cancellationPolicies } from './cancellation-policies'
import { experienceImages, experienceTranslations } from './experience-content'
import { experienceCategories, experiences } from './experiences'
import { extras, pickupPoints } from './extras'
import { experienceFacets, facets } from './facets'
import { optionUnits, options } from './options'
import { categories, cities } from './places'
import { reviews } from './reviews'
import { suppliers } from './suppliers'

export const suppliersRelations = relations(suppliers, ({ many }) => ({ experiences: many(experiences) }))
export const citiesRelations = relations(cities, ({ many }) => ({ experiences: many(experiences) }))
export const categoriesRelations = relations(categories, ({ many }) => ({
  experiences: many(experiences),
  extraExperiences: many(experienceCategories),
}))

export const experiencesRelations = relations(experiences, ({ one, many }) => ({
  supplier: one(suppliers, { fields: [experiences.supplierId], references: [suppliers.id] }),
  city: one(cities, { fields: [experiences.cityId], references: [cities.id] }),
  category: one(categories, { fields: [experiences.categoryId], references: [categories.id] }),
  extraCategories: many(experienceCategories),
  translations: many(experienceTranslations),
  images: many(experienceImages),
  facets: many(experienceFacets),
  options: many(options),
  extras: many(extras),
  pickupPoints: many(pickupPoints),
  reviews: many(reviews),
}))

export const experienceCategoriesRelations = relations(experienceCategories, ({ one }) => ({
  experience: one(experiences, { fields: [experienceCategories.experienceId], references: [experiences.id] }),
  category: one(categories, { fields: [experienceCategories.categoryId], references: [categories.id] }),
}))

export const experienceTranslationsRelations = relations(experienceTranslations, ({ one }) => ({
  experience: one(experiences, { fields: [experienceTranslations.experienceId], references: [experiences.id] }),
}))

export const experienceImagesRelations = relations(experienceImages, ({ one }) => ({
  experience: one(experiences, { fields: [experienceImages.experienceId], references: [experiences.id] }),
}))

export const facetsRelations = relations(facets, ({ many }) => ({ experiences: many(experienceFacets) }))
export const experienceFacetsRelations = relations(experienceFacets, ({ one }) => ({
  experience: one(experiences, { fields: [experienceFacets.experienceId], references: [experiences.id] }),
  facet: one(facets, { fields: [experienceFacets.facetId], references: [facets.id] }),
}))

export const optionsRelations = relations(options, ({ one, many }) => ({
  experience: one(experiences, { fields: [options.experienceId], references: [experiences.id] }),
  cancellationPolicy: one(cancellationPolicies, {
    fields: [options.cancellationPolicyId],
    references: [cancellationPolicies.id],
  }),
  units: many(optionUnits),
  slots: many(availabilitySlots),
}))

export const optionUnitsRelations = relations(optionUnits, ({ one }) => ({
  option: one(options, { fields: [optionUnits.optionId], references: [options.id] }),
}))

export const availabilitySlotsRelations = relations(availabilitySlots, ({ one }) => ({
  option: one(options, { fields: [availabilitySlots.optionId], references: [options.id] }),
}))

export const cancellationPoliciesRelations = relations(cancellationPolicies, ({ many }) => ({
  options: many(options),
}))

export const extrasRelations = relations(extras, ({ one }) => ({
  experience: one(experiences, { fields: [extras.experienceId], references: [experiences.id] }),
}))

export const pickupPointsRelations = relations(pickupPoints, ({ one }) => ({
  experience: one(experiences, { fields: [pickupPoints.experienceId], references: [experiences.id] }),
}))

export const reviewsRelations = relations(reviews, ({ one }) => ({
  experience: one(experiences, { fields: [reviews.experienceId], references: [experiences.id] }),
}))
