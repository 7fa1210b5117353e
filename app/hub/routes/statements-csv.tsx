// Placeholder while issue 23 is built: replaced by the real export before this lands.
export async function loader() {
  return new Response('', { status: 404 })
}
