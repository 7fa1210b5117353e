// Placeholder until this screen is built (issue 22): answers 404 like any unknown page.
export function loader(): never {
  throw new Response('Not found', { status: 404 })
}

export default function Placeholder() {
  return null
}
