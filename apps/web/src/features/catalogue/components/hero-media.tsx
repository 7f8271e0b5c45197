import { useHeroMotion } from '../lib/use-hero-motion';
import { PackMedia, type PackMediaProps } from './pack-media';

/**
 * A hero's picture, whose motion starts once the page has loaded (useHeroMotion). Its own component,
 * so starting the motion re-renders the picture and not the whole page around it.
 */
export function HeroMedia(props: Omit<PackMediaProps, 'playing' | 'eager'>) {
  const motion = useHeroMotion();
  return <PackMedia {...props} playing={motion} eager />;
}
