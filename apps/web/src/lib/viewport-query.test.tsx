import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  matchesWidth,
  parseWidthQuery,
  renderForWidth,
  useViewportQuery,
  useViewportQueryShownByCss,
} from './viewport-query';

describe('parseWidthQuery', () => {
  it('reads min- and max-width bounds in px, em and rem, joined by and', () => {
    expect(parseWidthQuery('(max-width: 37.5em)')).toEqual([{ kind: 'max', px: 600 }]);
    expect(parseWidthQuery('(min-width: 68.0625em)')).toEqual([{ kind: 'min', px: 1089 }]);
    expect(parseWidthQuery('(min-width:600px) and (max-width: 56.25rem)')).toEqual([
      { kind: 'min', px: 600 },
      { kind: 'max', px: 900 },
    ]);
  });

  it('refuses what is not a width bound', () => {
    expect(parseWidthQuery('(prefers-reduced-motion: reduce)')).toBeNull();
    expect(parseWidthQuery('(max-width: 37.5em), print')).toBeNull();
    expect(parseWidthQuery('')).toBeNull();
  });
});

describe('matchesWidth', () => {
  it('max-width includes its bound, min-width starts at its bound', () => {
    const max = parseWidthQuery('(max-width: 37.5em)')!;
    expect([599, 600, 600.5].map((width) => matchesWidth(max, width))).toEqual([true, true, false]);
    const min = parseWidthQuery('(min-width: 37.5em)')!;
    expect([599.5, 600, 601].map((width) => matchesWidth(min, width))).toEqual([false, true, true]);
  });
});

function Layout() {
  const mobile = useViewportQuery('(max-width: 37.5em)');
  const wide = useViewportQuery('(min-width: 68.0625em)', true);
  return <p>{`${mobile ? 'cards' : 'table'} ${wide ? 'side panel' : 'drawer'}`}</p>;
}

describe('useViewportQuery on the server', () => {
  it('answers for the width being written and records the queries asked', () => {
    const phone = renderForWidth(390, () => renderToString(<Layout />));
    expect(phone.result).toBe('<p>cards drawer</p>');
    expect(phone.asked).toEqual(['(max-width: 37.5em)', '(min-width: 68.0625em)']);
    expect(renderForWidth(900, () => renderToString(<Layout />)).result).toBe('<p>table drawer</p>');
    expect(renderForWidth(1280, () => renderToString(<Layout />)).result).toBe('<p>table side panel</p>');
  });

  it('a render records only its own queries', () => {
    renderToString(<Layout />);
    expect(renderForWidth(390, () => renderToString(<p>no queries</p>)).asked).toEqual([]);
  });
});

function SidePanel() {
  const wide = useViewportQueryShownByCss('(min-width: 68.0625em)', true);
  return wide ? <aside>filters</aside> : null;
}

describe('useViewportQueryShownByCss on the server', () => {
  it('renders the part at every width and asks for no variant of its own', () => {
    for (const width of [390, 900, 1280]) {
      const written = renderForWidth(width, () => renderToString(<SidePanel />));
      expect(written.result).toBe('<aside>filters</aside>');
      expect(written.asked).toEqual([]);
    }
  });
});
