/** `/api/machines/:id` as the OpenAPI document writes it: `/api/machines/{id}`. */
export const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
