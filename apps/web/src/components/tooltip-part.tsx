// The Tooltip alone, as its own chunk: what LazyTooltip loads on first hover or focus.
export { Tooltip } from '@mantine/core';
