export * from './catalog';
export * from './errors';
export * from './i18n';
export * from './account';
export * from './newsletter';
export * from './routes';
export * from './site-config';
export * from './german-register';
