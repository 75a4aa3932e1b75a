import { z } from "zod";

/** Any odd value (array from a repeated form field, number, missing) degrades to "use defaults". */
const looseUrl = z.preprocess((value) => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first.slice(0, 2000) : undefined;
}, z.string().optional());

export const seoTagInput = z.object({ siteUrl: looseUrl });
export const menuListInput = z.object({ url: looseUrl });
