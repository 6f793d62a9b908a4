import type { ProvinceCode } from '../../../domain/canada';

/** Real towns of each province and territory, so addresses in the demo read as Canadian. */
export const CITIES: Record<ProvinceCode, readonly string[]> = {
  QC: ['Montréal', 'Québec', 'Laval', 'Gatineau', 'Longueuil', 'Sherbrooke', 'Saguenay', 'Lévis', 'Trois-Rivières', 'Terrebonne',
    'Saint-Jean-sur-Richelieu', 'Repentigny', 'Brossard', 'Drummondville', 'Saint-Jérôme', 'Granby', 'Blainville', 'Saint-Hyacinthe',
    'Shawinigan', 'Rimouski', 'Victoriaville', 'Châteauguay', 'Mirabel', 'Rouyn-Noranda', 'Val-d\'Or', 'Sept-Îles', 'Joliette',
    'Salaberry-de-Valleyfield', 'Boucherville', 'Mascouche', 'Beloeil', 'Alma', 'Magog', 'Baie-Comeau', 'Thetford Mines', 'Sainte-Thérèse',
    'Chambly', 'La Prairie', 'Mont-Laurier', 'Matane', 'Gaspé', 'Rivière-du-Loup'],
  ON: ['Toronto', 'Ottawa', 'Mississauga', 'Brampton', 'Hamilton', 'London', 'Markham', 'Vaughan', 'Kitchener', 'Windsor', 'Richmond Hill',
    'Oakville', 'Burlington', 'Sudbury', 'Oshawa', 'Barrie', 'St. Catharines', 'Guelph', 'Cambridge', 'Kingston', 'Whitby', 'Thunder Bay',
    'Waterloo', 'Sault Ste. Marie', 'Timmins', 'Cornwall', 'Hawkesbury', 'North Bay', 'Peterborough', 'Belleville', 'Sarnia', 'Orléans'],
  BC: ['Vancouver', 'Surrey', 'Burnaby', 'Richmond', 'Abbotsford', 'Coquitlam', 'Kelowna', 'Langley', 'Saanich', 'Delta', 'Nanaimo',
    'Kamloops', 'Victoria', 'Chilliwack', 'Prince George', 'Vernon', 'Penticton'],
  AB: ['Calgary', 'Edmonton', 'Red Deer', 'Lethbridge', 'St. Albert', 'Medicine Hat', 'Grande Prairie', 'Airdrie', 'Spruce Grove', 'Fort McMurray', 'Okotoks'],
  MB: ['Winnipeg', 'Brandon', 'Steinbach', 'Thompson', 'Portage la Prairie', 'Selkirk', 'Winkler', 'Dauphin'],
  SK: ['Saskatoon', 'Regina', 'Prince Albert', 'Moose Jaw', 'Swift Current', 'Yorkton', 'North Battleford', 'Estevan'],
  NS: ['Halifax', 'Dartmouth', 'Sydney', 'Truro', 'New Glasgow', 'Yarmouth', 'Kentville', 'Antigonish', 'Bridgewater'],
  NB: ['Moncton', 'Saint John', 'Fredericton', 'Dieppe', 'Edmundston', 'Bathurst', 'Miramichi', 'Caraquet', 'Shediac', 'Tracadie'],
  NL: ['St. John\'s', 'Mount Pearl', 'Corner Brook', 'Conception Bay South', 'Paradise', 'Grand Falls-Windsor', 'Gander'],
  PE: ['Charlottetown', 'Summerside', 'Stratford', 'Cornwall', 'Montague'],
  NT: ['Yellowknife', 'Hay River', 'Inuvik', 'Fort Smith'],
  YT: ['Whitehorse', 'Dawson City', 'Watson Lake'],
  NU: ['Iqaluit', 'Rankin Inlet', 'Arviat', 'Cambridge Bay'],
};

/** Street names as they are written in French ("1234, rue Saint-Denis") and in English ("45 King Street West"). */
export const FRENCH_STREETS = [
  'rue Saint-Denis', 'boulevard René-Lévesque', 'rue Sherbrooke', 'avenue du Mont-Royal', 'chemin de la Côte-des-Neiges', 'rue Principale',
  'rue Notre-Dame', 'rue de l\'Église', 'boulevard Laurier', 'rue King Ouest', 'rue Saint-Jean', 'boulevard Saint-Laurent', 'rue des Érables',
  'avenue des Pins', 'rue Wellington', 'rue Champlain', 'boulevard Talbot', 'rue Racine', 'rue du Couvent', 'chemin du Lac', 'rue Papineau',
  'avenue Cartier', 'rue Dollard', 'boulevard des Forges', 'rue Frontenac', 'rue Belvédère', 'rue Marie-Victorin', 'rue des Bouleaux',
];
export const ENGLISH_STREETS = [
  'Main Street', 'King Street West', 'Queen Street', 'Yonge Street', 'Dundas Street', 'Church Street', 'Park Road', 'Victoria Avenue',
  'Wellington Street', 'Oak Crescent', 'Maple Avenue', 'Elm Drive', 'Pine Road', 'Lakeshore Boulevard', 'Bay Street', 'Jasper Avenue',
  'Granville Street', 'Portage Avenue', 'Albert Street', 'Water Street', 'Brunswick Street', 'Spring Garden Road', 'Cedar Lane', 'Birch Avenue',
];

export const FRENCH_POSITIONS = [
  'Préposée aux bénéficiaires', 'Caissière', 'Commis d\'entrepôt', 'Journalier', 'Technicienne comptable', 'Agent de service à la clientèle',
  'Chauffeur-livreur', 'Serveuse', 'Cuisinier', 'Infirmière auxiliaire', 'Éducatrice en garderie', 'Mécanicien', 'Électricien', 'Soudeur',
  'Conseiller aux ventes', 'Adjointe administrative', 'Gérant de magasin', 'Concierge', 'Opérateur de machinerie', 'Couvreur',
];
export const ENGLISH_POSITIONS = [
  'Personal support worker', 'Cashier', 'Warehouse associate', 'Labourer', 'Accounting technician', 'Customer service agent', 'Delivery driver',
  'Server', 'Line cook', 'Practical nurse', 'Early childhood educator', 'Mechanic', 'Electrician', 'Welder', 'Sales associate',
  'Administrative assistant', 'Store manager', 'Custodian', 'Heavy equipment operator', 'Roofer',
];

/** The institutions a customer of each region most likely banks with (Desjardins in Québec…). */
export const BANKS_BY_REGION: Record<'QC' | 'NB' | 'other', readonly (readonly [string, number])[]> = {
  QC: [['815', 40], ['006', 18], ['003', 10], ['004', 8], ['010', 7], ['001', 6], ['002', 5], ['039', 3], ['614', 3]],
  NB: [['865', 20], ['003', 18], ['002', 15], ['004', 15], ['001', 12], ['010', 10], ['006', 5], ['614', 5]],
  other: [['003', 22], ['004', 20], ['002', 14], ['001', 12], ['010', 12], ['809', 5], ['828', 4], ['837', 3], ['219', 3], ['614', 3], ['326', 2]],
};

/** Employers big and small, public and private, as they appear on Canadian pay stubs. */
export const EMPLOYERS = [
  'Hydro-Québec', 'Ville de Montréal', 'CIUSSS du Centre-Sud-de-l\'Île-de-Montréal', 'Centre de services scolaire de Laval', 'Postes Canada',
  'Metro inc.', 'Groupe Jean Coutu', 'Couche-Tard', 'Desjardins', 'Bombardier', 'CAE', 'Cascades', 'Saputo', 'Olymel', 'Rona', 'Canac',
  'Walmart Canada', 'Canadian Tire', 'Loblaw Companies', 'Sobeys', 'Tim Hortons', 'Costco Wholesale Canada', 'Home Depot Canada',
  'Air Canada', 'CN Rail', 'Bell Canada', 'Rogers Communications', 'Telus', 'Shoppers Drug Mart', 'City of Toronto', 'Alberta Health Services',
  'Fraser Health', 'Purolator', 'Amazon Canada', 'Irving Oil', 'McCain Foods', 'Magna International', 'Toronto District School Board',
  'Garage Beaulieu et fils', 'Restaurant Chez Ginette', 'Construction Lavoie inc.', 'Entretien ménager Tremblay', 'Transport Gagnon ltée',
];
