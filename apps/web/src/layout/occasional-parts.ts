// Parts of the frame that a first visit rarely shows: the maintenance notice, the resellers'
// shortcuts, and the buy bar and scroll-to-top button of scrolled pages. The shell loads them as one
// chunk when it first needs one, so they stay out of the start-up JavaScript.
export { MaintenanceBanner } from './maintenance-banner';
export { ProductBar } from './product-bar';
export { ResellerSubheader } from './reseller-subheader';
export { ScrollTopButton } from './scroll-top-button';
