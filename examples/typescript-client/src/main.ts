// Runs the example: API_URL=http://localhost:3000 API_TOKEN=ddt_... npm start
import { tour } from './tour';

const baseUrl = process.env.API_URL ?? 'http://localhost:3000';
const token = process.env.API_TOKEN;
if (!token) {
  console.error('Set API_TOKEN to an admin API token (Profile > Security > API tokens).');
  process.exit(2);
}
console.log(await tour({ baseUrl, token }));
