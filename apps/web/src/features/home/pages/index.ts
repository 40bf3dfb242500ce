// The account home of the dashboard, for its route: one chunk.
export { HomePage } from './home-page';
