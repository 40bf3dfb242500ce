// The help-desk pages of the customer's dashboard, for their route: one chunk.
export { TicketsPage } from './tickets-page';
