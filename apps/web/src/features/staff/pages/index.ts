// The staff console, for its route: one chunk.
export { StaffConsole } from './staff-console';
