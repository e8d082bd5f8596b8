// Async boundary: lets the federation runtime negotiate shared singletons before app code runs.
import('./bootstrap');
