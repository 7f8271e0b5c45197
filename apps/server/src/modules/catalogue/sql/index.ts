/** The catalogue's SQL building blocks, for its routes and presenters. */
export * from './ordering';
export * from './pack-filters';
export * from './pack-summary';
export * from './run';
export * from './page-count';
