/** The avatar button's accessible name, the same on the stand-in and the real menu trigger. */
export const accountMenuLabel = (name: string) => `Account menu for ${name}`;
