import { customType } from "drizzle-orm/pg-core";

/** PostgreSQL `bytea`: node-postgres answers a Buffer, PGlite a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
