/** The sea behind the bundled basemap: its tiles' ground, and the map frame's while they come. */
export const OCEAN_COLOR = '#cfe2f0';
