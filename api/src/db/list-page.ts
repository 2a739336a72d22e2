// The Prisma arguments of one page of a staff list, as ra-data-simple-rest asks
// for it (sort, range, getMany's ids).

/** Sorted by the field, then by id, so that equal values never move rows between pages. */
export function pageArgs<Field extends string>(query: {
  sort: { field: Field; order: "ASC" | "DESC" };
  skip: number;
  take: number;
}) {
  const order: "asc" | "desc" = query.sort.order === "ASC" ? "asc" : "desc";
  return {
    orderBy: query.sort.field === "id" ? [{ id: order }] : [{ [query.sort.field]: order }, { id: order }],
    skip: query.skip,
    take: query.take,
  };
}

/** ra-data-simple-rest's getMany: the ids asked for as a Prisma `in` filter; undefined filters nothing. */
export function idsIn<Id extends string | number>(id: Id | Id[] | undefined): { in: Id[] } | undefined {
  return id === undefined ? undefined : { in: Array.isArray(id) ? id : [id] };
}

/** The same as a where clause: the rows with these ids only. */
export function idsWhere<Id extends string | number>(id: Id | Id[] | undefined) {
  return id === undefined ? {} : { id: idsIn(id) };
}
