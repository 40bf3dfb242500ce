// Every player page, for their routes. Importing them from one module makes one chunk of them,
// rather than one per page and per shared component: each chunk costs the start-up bundle an entry
// in its preload map, and that bundle has a hard budget (scripts/bench/page-weight.ts). The device
// pages by code download the dashboard pages with them (some 4-5 KB gzip of a 10 KB chunk).
export { ActivateDevicePage } from './activate-device-page';
export { AllPlaylistsPage } from './all-playlists-page';
export { DevicesPage } from './devices-page';
export { LicencesPage } from './licences-page';
export { ManageDevicePage } from './manage-device-page';
