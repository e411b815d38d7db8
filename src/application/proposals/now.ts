/** The device's time, for the copy on this device and the status line (the server dates saves itself). */
export const now = () => new Date().toISOString();
