// Replaced by the catalogue work; until then this path answers 404 rather than breaking the build.
export async function loader() {
  throw new Response('Not Found', { status: 404 })
}
