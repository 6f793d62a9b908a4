/**
 * Canadian financial institution numbers (Payments Canada, the 3 digits between a cheque's transit
 * and account numbers). Spec §5: "Institution number does not exist" — the bank details of a
 * customer must name one of these. Kept as data so adding an institution is a one-line change.
 * Numbers no longer issued (016 HSBC, absorbed by RBC in 2024) stay: old void cheques still carry them.
 */
export interface FinancialInstitution {
  number: string;
  name: string;
  nameFr: string;
}

const entry = (number: string, name: string, nameFr = name): FinancialInstitution => ({ number, name, nameFr });

export const FINANCIAL_INSTITUTIONS: readonly FinancialInstitution[] = [
  entry('001', 'Bank of Montreal (BMO)', 'Banque de Montréal (BMO)'),
  entry('002', 'Bank of Nova Scotia (Scotiabank)', 'Banque de Nouvelle-Écosse (Banque Scotia)'),
  entry('003', 'Royal Bank of Canada (RBC)', 'Banque Royale du Canada (RBC)'),
  entry('004', 'Toronto-Dominion Bank (TD Canada Trust)', 'Banque Toronto-Dominion (TD Canada Trust)'),
  entry('006', 'National Bank of Canada', 'Banque Nationale du Canada'),
  entry(
    '010',
    'Canadian Imperial Bank of Commerce (CIBC, Simplii Financial)',
    'Banque Canadienne Impériale de Commerce (CIBC, Simplii Financial)',
  ),
  entry('016', 'HSBC Bank Canada (now RBC)', 'Banque HSBC Canada (maintenant RBC)'),
  entry('030', 'Canadian Western Bank', "Banque canadienne de l'Ouest"),
  entry('039', 'Laurentian Bank of Canada', 'Banque Laurentienne du Canada'),
  entry('177', 'Bank of Canada', 'Banque du Canada'),
  entry('219', 'ATB Financial (Alberta Treasury Branches)'),
  entry('241', 'Bank of America, National Association'),
  entry('242', 'The Bank of New York Mellon'),
  entry('245', 'MUFG Bank (Bank of Tokyo-Mitsubishi UFJ (Canada))'),
  entry('250', 'BNP Paribas (Canada)'),
  entry('260', 'Citibank Canada'),
  entry('265', 'Deutsche Bank AG'),
  entry('269', 'Mega International Commercial Bank (Canada)'),
  entry('270', 'JPMorgan Chase Bank, National Association'),
  entry('275', 'KEB Hana Bank Canada (Korea Exchange Bank of Canada)'),
  entry('277', 'Mizuho Bank, Canada Branch'),
  entry('290', 'UBS Bank (Canada)'),
  entry('292', 'Société Générale (Canada Branch)', 'Société Générale (succursale canadienne)'),
  entry('294', 'State Bank of India (Canada)'),
  entry('301', 'Sumitomo Mitsui Banking Corporation of Canada'),
  entry('303', 'Amex Bank of Canada', 'Banque Amex du Canada'),
  entry('307', 'Industrial and Commercial Bank of China (Canada)'),
  entry('308', 'Bank of China (Canada)'),
  entry('309', 'Citizens Bank of Canada'),
  entry('310', 'First Nations Bank of Canada', 'Banque des Premières Nations du Canada'),
  entry('311', 'BofA Canada Bank'),
  entry('314', 'J.P. Morgan Bank Canada'),
  entry('315', 'CTC Bank of Canada'),
  entry('318', 'U.S. Bank National Association'),
  entry('321', 'Habib Canadian Bank'),
  entry('322', 'Rabobank Nederland'),
  entry('323', 'Capital One Bank (Canada Branch)'),
  entry('326', "President's Choice Financial", 'Services financiers le Choix du Président'),
  entry('327', 'State Street'),
  entry('328', 'Citibank N.A.'),
  entry('330', 'Comerica Bank'),
  entry('332', 'First Commercial Bank'),
  entry('338', 'Canadian Tire Bank', 'Banque Canadian Tire'),
  entry('342', 'Bank West'),
  entry('343', 'Dundee Bank of Canada'),
  entry('344', 'General Bank of Canada'),
  entry('345', 'Fifth Third Bank'),
  entry('347', 'Bridgewater Bank'),
  entry('352', 'DirectCash Bank'),
  entry('358', 'HomEquity Bank'),
  entry('360', 'Barclays Bank PLC, Canada Branch'),
  entry('507', 'Community Trust Company'),
  entry('509', 'Canada Trustco Mortgage Company (TD Canada Trust)'),
  entry('532', 'Effort Trust Company'),
  entry('540', 'Manulife Bank of Canada', 'Banque Manuvie du Canada'),
  entry('548', 'CIBC Trust Corporation'),
  entry('608', 'CS Alterna Bank'),
  entry('614', 'Tangerine Bank (formerly ING Direct)', 'Banque Tangerine (anciennement ING Direct)'),
  entry('618', 'B2B Bank', 'Banque B2B'),
  entry('623', 'Equitable Bank (EQ Bank)', 'Banque Équitable (EQ Bank)'),
  entry('807', 'Communication Technologies Credit Union'),
  entry('808', 'Arnstein Community Credit Union'),
  entry(
    '809',
    'Central 1 Credit Union, British Columbia (Vancity, Coast Capital, …)',
    'Central 1, Colombie-Britannique (Vancity, Coast Capital, …)',
  ),
  entry('810', 'AllTrans Financial Services Credit Union'),
  entry(
    '815',
    'Desjardins (Fédération des caisses Desjardins du Québec)',
    'Desjardins (Fédération des caisses Desjardins du Québec)',
  ),
  entry('828', 'Central 1 Credit Union, Ontario (credit unions)', 'Central 1, Ontario (coopératives de crédit)'),
  entry(
    '829',
    "Desjardins Ontario (caisses populaires de l'Ontario)",
    "Desjardins Ontario (caisses populaires de l'Ontario)",
  ),
  entry('830', 'Airline Financial Credit Union'),
  entry('837', 'Meridian Credit Union'),
  entry('839', 'Credit unions (Atlantic)', 'Coopératives de crédit (Atlantique)'),
  entry('840', 'Dundalk District Credit Union'),
  entry('853', 'Concentra Bank', 'Banque Concentra'),
  entry(
    '865',
    'UNI Financial Cooperation (caisses populaires acadiennes)',
    'UNI Coopération financière (caisses populaires acadiennes)',
  ),
  entry('890', 'Caisse Alliance'),
  entry(
    '899',
    'Credit unions (Alberta and Ontario centrals)',
    "Coopératives de crédit (centrales de l'Alberta et de l'Ontario)",
  ),
];

const byNumber = new Map(FINANCIAL_INSTITUTIONS.map((institution) => [institution.number, institution]));

export function findFinancialInstitution(number: string): FinancialInstitution | undefined {
  return byNumber.get(number);
}

export const isKnownInstitutionNumber = (number: string) => byNumber.has(number);
