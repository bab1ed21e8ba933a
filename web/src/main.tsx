import { render } from 'preact';
import 'uplot/dist/uPlot.min.css';
import './styles.css';
import { App } from './app';
import { interceptLinks } from './router';

const root = document.getElementById('app')!;
interceptLinks(document.body);
render(<App />, root);
