/** The admin account the demo seed creates (shown on the sign-in page in demo mode only). */
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'Demo@1234' } as const;
