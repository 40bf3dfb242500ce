export * from './catalog';
export * from './credit-note';
export * from './errors';
export * from './i18n';
export * from './account';
export * from './routes';
export * from './site-config';
export * from './german-register';
