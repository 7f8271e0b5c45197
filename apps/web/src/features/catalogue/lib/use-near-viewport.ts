import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport (and from then on): below-the-fold
 * sections wait for it before they fetch their code or data.
 */
export function useNearViewport<T extends Element>(initial = false, rootMargin = '600px 0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return { ref, near };
}
