/** A department's login type decides the info page and logo title of its users (SPEC section 6). */
export const LOGIN_TYPES = ['award', 'account'] as const;
