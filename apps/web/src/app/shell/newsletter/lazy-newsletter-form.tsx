import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { NewsletterFormProps } from './newsletter-form';
import classes from './lazy-newsletter-form.module.css';

const NewsletterForm = lazy(() => import('./newsletter-form'));

/**
 * The newsletter form, loaded only when it scrolls into view, so the footer costs nothing in the
 * first paint. The placeholder has the form's height, so nothing moves when it arrives.
 */
export function LazyNewsletterForm(props: NewsletterFormProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    // A sliver of the placeholder must show: the footer starts exactly one screen down, and an
    // edge-adjacent box already counts as intersecting, which would load the form on every page.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.intersectionRatio > 0)) setNear(true);
    }, { threshold: 0.01 });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div className={classes.placeholder} aria-hidden="true" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <NewsletterForm {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
