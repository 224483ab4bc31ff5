/**
 * i18n keys of the permission vocabulary: `resources.<path>` names a resource (`news-feeds`),
 * `actions.<action>` an action. The locale test checks every resource and action has both.
 */
export const resourceLabelKey = (resource: string) => `resources.${resource}`;
export const actionLabelKey = (action: string) => `actions.${action}`;
