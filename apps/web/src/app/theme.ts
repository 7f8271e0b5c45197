import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Copper and oak: the colour of a well-aged cask. */
const cask: MantineColorsTuple = [
  '#fdf4e7',
  '#f6e6cd',
  '#eecb98',
  '#e6ae60',
  '#df9633',
  '#db8717',
  '#d97f06',
  '#c06c00',
  '#ab5f00',
  '#945000',
];

/** Warm greys for the dark surfaces. */
const oak: MantineColorsTuple = [
  '#f4f1ed',
  '#dcd6cf',
  '#bdb4aa',
  '#9b9084',
  '#7d7266',
  '#5f564d',
  '#3b342e',
  '#26211d',
  '#1a1613',
  '#110e0c',
];

export const theme = createTheme({
  primaryColor: 'cask',
  // One shade in both schemes: Mantine picks the text colour of filled buttons and badges from the
  // light-scheme shade, so a differing light shade would put white text on light copper.
  primaryShade: 4,
  black: '#110e0c',
  colors: { cask, dark: oak },
  // The fallback faces (global.css) stand in, resized to the web fonts' widths, until those arrive.
  fontFamily: "'Inter Variable', 'Caskmark Sans Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Playfair Display Variable', 'Caskmark Serif Fallback', Georgia, 'Times New Roman', serif",
    fontWeight: '600',
  },
  defaultRadius: 'md',
  // Dark text on the light copper fills keeps buttons readable (WCAG AA).
  autoContrast: true,
  luminanceThreshold: 0.3,
  cursorType: 'pointer',
  breakpoints: { xs: '36em', sm: '37.5em', md: '56.25em', lg: '77.5em', xl: '90em' },
});

/** The page sits on the deepest oak; cards and inputs (dark-7/dark-6) rise above it. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {},
  dark: {
    '--mantine-color-body': resolved.colors.dark[8],
    '--mantine-color-dimmed': resolved.colors.dark[1],
  },
});
