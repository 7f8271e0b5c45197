export { seedDemoData, type SeedDemoOptions, type SeedDemoSummary } from './seed-demo-data';
export { demoId } from './ids';
export { demoBrands, demoProducts } from './demo-producers';
export { demoReleases } from './demo-releases';
export { demoPeople } from './demo-people';
