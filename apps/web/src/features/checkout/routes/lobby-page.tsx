export { LobbyPage as default } from './lobby-pages';
