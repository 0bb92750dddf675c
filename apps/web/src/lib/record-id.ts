/** A positive whole number: an id worth asking the server about (a URL's id may be anything). */
export const isId = (id: number) => Number.isInteger(id) && id > 0;
