// The survey routes (spec §2 /surveys, /surveys/details/{id?}, /surveys/report/{id?}; §6 Surveys).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const routes: FeatureRoutes = {
  surveys: preloadable(() => import('./components/SurveysScreen')),
  surveyDetails: preloadable(() => import('./components/SurveyEditorScreen')),
  surveyReport: preloadable(() => import('./components/SurveyReportScreen')),
};
