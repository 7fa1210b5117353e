// Placeholder while issue 23 is built: replaced by the real page before this lands.
export default function Placeholder() {
  return <p>experiences</p>
}
