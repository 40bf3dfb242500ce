import { runTogether } from './run-together';

runTogether('admin');
