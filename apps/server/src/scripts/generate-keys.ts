import { generateJwtSecret, signApiKey } from '../lib/api-keys';

// `npm run keys:generate -w @orchim/server`: a new JWT_SECRET with its matching ANON_KEY (public,
// sent to browsers) and SERVICE_ROLE_KEY (server-side tools only), ready to paste into the environment.
const secret = generateJwtSecret();
console.log(`JWT_SECRET=${secret}`);
console.log(`ANON_KEY=${await signApiKey(secret, 'anon')}`);
console.log(`SERVICE_ROLE_KEY=${await signApiKey(secret, 'service_role')}`);
