export { FirstComeFirstServedPage as default } from './lobby-pages';
