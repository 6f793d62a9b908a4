/**
 * Common Québécois and Acadian names (faker's fr_CA draws from France's lists), so French-speaking
 * demo customers are the Tremblays, Gagnons and Côtés a Québec lender sees — accents included,
 * which is what the accent-insensitive search is for.
 */
export const QUEBEC_LAST_NAMES = [
  'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Ouellet', 'Pelletier', 'Bélanger',
  'Lévesque', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher', 'Caron', 'Beaulieu', 'Cloutier', 'Dubé', 'Poirier',
  'Fournier', 'Lapointe', 'Leclerc', 'Lefebvre', 'Poulin', 'Thibault', 'St-Pierre', 'Nadeau', 'Martin', 'Landry', 'Martel', 'Bédard',
  'Grenier', 'Lessard', 'Bernier', 'Richard', 'Michaud', 'Hébert', 'Desjardins', 'Couture', 'Turcotte', 'Lachance', 'Parent', 'Blais',
  'Gosselin', 'Savard', 'Proulx', 'Beaudoin', 'Demers', 'Perreault', 'Boudreau', 'Lemieux', 'Cyr', 'Perron', 'Dufour', 'Dion', 'Mercier',
  'Bolduc', 'Bérubé', 'Boisvert', 'Langlois', 'Ménard', 'Therrien', 'Plante', 'Bilodeau', 'Blanchette', 'Dubois', 'Champagne', 'Paradis',
  'Fortier', 'Arsenault', 'Dupuis', 'Gaudreault', 'Hamel', 'Houle', 'Villeneuve', 'Rousseau', 'Gravel', 'Thériault', 'Lemay', 'Robert',
  'Allard', 'Deschênes', 'Giroux', 'Guay', 'Leduc', 'Boivin', 'Charbonneau', 'Lambert', 'Raymond', 'Vachon', 'Gilbert', 'Audet', 'Larouche',
  'Legault', 'Trudel', 'Fontaine', 'Picard', 'Labelle', 'Lacroix', 'Moreau', 'Carrier', 'Desrosiers', 'Goulet', 'Renaud', 'Dionne',
  'Lapierre', 'Vaillancourt', 'Fillion', 'Lalonde', 'Tessier', 'Bertrand', 'Tanguay', 'Lavigne', 'Brassard', 'Marcotte', 'Lacasse',
  'Cormier', 'LeBlanc', 'Doucet', 'Gallant', 'Comeau', 'Chiasson', 'Robichaud', 'Thibodeau', 'Boudreault', 'Després', 'Pépin', 'Labrecque',
];
export const QUEBEC_FEMALE_NAMES = [
  'Marie', 'Léa', 'Chloé', 'Zoé', 'Alice', 'Florence', 'Charlotte', 'Rosalie', 'Béatrice', 'Juliette', 'Léonie', 'Camille', 'Éloïse',
  'Nathalie', 'Sylvie', 'Mélanie', 'Isabelle', 'Julie', 'Annie', 'Geneviève', 'Catherine', 'Marie-Ève', 'Véronique', 'Josée', 'Guylaine',
  'Ginette', 'Francine', 'Lise', 'Hélène', 'Andrée', 'Valérie', 'Karine', 'Audrey', 'Émilie', 'Amélie', 'Mélissa', 'Noémie', 'Anaïs',
  'Lucie', 'Diane', 'Manon', 'Chantal', 'Johanne', 'Danielle', 'Nicole', 'Carole', 'Suzanne', 'Louise', 'Renée', 'Ève', 'Maude',
  'Laurence', 'Océane', 'Jade', 'Marguerite', 'Sophie', 'Stéphanie', 'Caroline', 'France', 'Micheline',
];
export const QUEBEC_MALE_NAMES = [
  'Jean', 'Louis', 'Gabriel', 'Olivier', 'Émile', 'Félix', 'Mathis', 'Samuel', 'Thomas', 'William', 'Jacob', 'Nathan', 'Raphaël', 'Noah',
  'Liam', 'Jérôme', 'Martin', 'Stéphane', 'Sébastien', 'François', 'Mathieu', 'Marc-André', 'Pierre-Luc', 'Jean-François', 'Réjean',
  'Gaétan', 'Denis', 'Benoît', 'Maxime', 'Frédéric', 'Jonathan', 'Zacharie', 'Étienne', 'Xavier', 'Antoine', 'Alexandre', 'Vincent',
  'Patrick', 'Éric', 'Luc', 'Michel', 'Gilles', 'Yves', 'Normand', 'Réal', 'Ghislain', 'Hugo', 'Simon', 'Guillaume', 'Philippe', 'André',
  'Claude', 'Serge', 'Daniel', 'Alain', 'Richard', 'Bruno', 'Mario', 'Sylvain', 'Dominic',
];
