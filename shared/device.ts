/** Device class decided on the server from the User-Agent; page sizes and layouts depend on it. */
export type DeviceClass = "desktop" | "tablet" | "mobile";
