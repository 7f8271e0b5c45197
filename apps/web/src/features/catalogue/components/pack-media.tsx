import { useState } from 'react';
import { isStreamVideo } from '../lib/media';
import classes from './pack-media.module.css';

export interface PackMediaProps {
  image: string;
  /** Shown while `playing`: a stream in <video>, an animated picture otherwise. */
  video?: string | null;
  alt: string;
  playing?: boolean;
  /** Above-the-fold pictures load at once; the rest wait until they near the viewport. */
  eager?: boolean;
  className?: string;
}

/**
 * A 4:5 frame with the still picture and, while `playing`, the motion on top. The motion is only
 * fetched the first time it is asked for, so a grid of cards costs one picture each.
 */
export function PackMedia({ image, video, alt, playing = false, eager = false, className }: PackMediaProps) {
  const [motionRequested, setMotionRequested] = useState(false);
  const [motionFailed, setMotionFailed] = useState(false);
  const [stillFailed, setStillFailed] = useState(false);
  if (playing && video && !motionRequested) setMotionRequested(true);
  const showMotion = !!video && motionRequested && !motionFailed;
  return (
    <div className={[classes.frame, className].filter(Boolean).join(' ')} role={stillFailed && alt ? 'img' : undefined} aria-label={stillFailed && alt ? alt : undefined}>
      {image && !stillFailed ? (
        <img
          className={classes.still}
          src={image}
          alt={alt}
          width={400}
          height={500}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          onError={() => setStillFailed(true)}
        />
      ) : null}
      {showMotion && isStreamVideo(video) ? (
        <video
          className={classes.motion}
          data-visible={playing || undefined}
          src={video ?? undefined}
          muted
          loop
          playsInline
          autoPlay
          preload="none"
          aria-hidden="true"
          onError={() => setMotionFailed(true)}
        />
      ) : null}
      {showMotion && !isStreamVideo(video) ? (
        <img
          className={classes.motion}
          data-visible={playing || undefined}
          src={video ?? undefined}
          alt=""
          aria-hidden="true"
          width={400}
          height={500}
          decoding="async"
          onError={() => setMotionFailed(true)}
        />
      ) : null}
    </div>
  );
}
