// Email and password kept between sign-up (or an unconfirmed sign-in) and the verification step,
// so the user is signed in automatically once the code is confirmed.
export type Credentials = { email: string; password: string };
