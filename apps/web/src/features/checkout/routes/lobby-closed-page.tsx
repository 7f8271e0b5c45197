export { LobbyClosedPage as default } from './lobby-pages';
