// Not built yet: the placeholder until this screen lands.
export { default } from '../../placeholder/components/PlaceholderScreen';
