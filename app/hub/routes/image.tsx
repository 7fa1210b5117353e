// /_img/<modifiers>/<source> on the hub's host: the shop's image proxy, so the hub shows a supplier's photos
// (uploaded ones from the media store, decision 047) as travellers will see them, under the hub's own CSP.
export { loader } from '../../routes/image'
