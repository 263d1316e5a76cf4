import type { koSubscription } from '../../ko/site/info-subscription.ts';

/** English texts of the subscription info pages (keys and placeholders: locales/ko/site/info-subscription.ts). */
export const enSubscription: Record<keyof typeof koSubscription, string> = {
  // Eligibility
  'info.condition.lead':
    'You can apply if you meet all of the requirements below on the date of the recruitment notice. Depending on whether you are married, you apply for the youth type or the newlywed type.',
  'info.condition.basic.heading': 'Basic requirements',
  'info.condition.age.title': 'Age',
  'info.condition.age.value': '{min}–{max} years',
  'info.condition.age.body': 'Aged {min} to {max} (international age) on the date of the recruitment notice',
  'info.condition.home.title': 'Home',
  'info.condition.home.value': 'No home owned',
  'info.condition.home.body':
    'You must not own a home. For the newlywed type, your spouse (or spouse-to-be) must not own one either.',
  'info.condition.car.title': 'Car',
  'info.condition.car.value': 'Up to KRW {amount}',
  'info.condition.car.body':
    'No car, or a car worth no more than KRW {amount} ({year} limit, vehicle value set by the Korea Insurance Development Institute)',
  'info.condition.type.title': 'Supply type',
  'info.condition.type.value': 'Youth · Newlywed',
  'info.condition.type.body':
    'Single applicants apply for the youth type; couples married within {years} years or planning to register their marriage apply for the newlywed type',
  'info.condition.compare.caption': 'Youth type and newlywed type compared',
  'info.condition.compare.item': 'Requirement',
  'info.condition.row.age': 'Age',
  'info.condition.row.marriage': 'Marital status',
  'info.condition.row.marriageYouth': 'Not married (single)',
  'info.condition.row.marriageMarried':
    'Married within {years} years, or engaged couples who register their marriage before moving in',
  'info.condition.row.home': 'Who must own no home',
  'info.condition.row.homeYouth': 'The applicant',
  'info.condition.row.homeMarried': 'The applicant and spouse (or spouse-to-be)',
  'info.condition.row.car': 'Car',
  'info.condition.row.carValue': 'None, or worth up to KRW {amount} ({year})',
  'info.condition.row.types': 'Unit types',
  'info.condition.row.stay': 'Longest stay',
  'info.condition.row.stayYouth': '{youth} years (renewed every {renew} years)',
  'info.condition.row.stayMarried':
    '{married} years, {child} years with children (renewed every {renew} years)',
  'info.condition.income.heading': 'Income and assets',
  'info.condition.income.body':
    'For special supply, household income and total assets must be within the limits of the recruitment notice; general supply has more generous limits. The limits change every year, so check the notice of the round you apply for.',
  'info.condition.rank.heading': 'Selection order',
  'info.condition.rank.body':
    'If there are more applicants than homes, tenants are chosen by the income and residence priorities of the recruitment notice — {first}, then {second}, then {third} — and by lottery within the same priority.',
  'info.condition.cautions.heading': 'Before you apply',
  'info.condition.caution.1':
    'One application per person per round; duplicate applications may all be voided.',
  'info.condition.caution.2':
    'If an application turns out to be untrue or the applicant not eligible, the win and the lease are cancelled.',
  'info.condition.caution.3': 'No-home status, income and assets are checked again at every renewal.',
  'info.condition.more.document': 'See the required documents',

  // Recruitment
  'info.recruitment.lead':
    'Every round starts with a recruitment notice. Read it for the homes on offer and the rents, then apply online on this website during the application period. Applications in person or by post are not accepted.',
  'info.recruitment.schedule.heading': 'Application rounds',
  'info.recruitment.schedule.caption': 'Rounds and application periods (Korea time)',
  'info.recruitment.schedule.round': 'Round',
  'info.recruitment.schedule.title': 'Title',
  'info.recruitment.schedule.period': 'Application period',
  'info.recruitment.schedule.state': 'Status',
  'info.recruitment.schedule.loading': 'Loading the schedule.',
  'info.recruitment.process.heading': 'How it works',
  'info.recruitment.step.notice.title': 'Recruitment notice',
  'info.recruitment.step.notice.when': 'About 2 weeks before applications open',
  'info.recruitment.step.notice.body':
    'The notice is posted under Notices. Check the homes on offer, the rents, the income and asset limits and the dates.',
  'info.recruitment.step.apply.title': 'Application',
  'info.recruitment.step.apply.when': 'During the period set in the notice',
  'info.recruitment.step.apply.body':
    'Verify your identity in the Apply menu, fill in the form and attach your documents. You can look up and correct your application until the deadline.',
  'info.recruitment.step.review.title': 'Document review',
  'info.recruitment.step.review.when': 'About 4 weeks after the deadline',
  'info.recruitment.step.review.body':
    'Eligibility and priority are checked against your documents. If something is missing, we ask for it by text message; please send it in time.',
  'info.recruitment.step.winners.title': 'Winners announced',
  'info.recruitment.step.winners.when': 'On the date set in the notice',
  'info.recruitment.step.winners.body':
    'See the result under Notices and in your application lookup; winners and the waiting list also get a text message.',
  'info.recruitment.step.contract.title': 'Lease contract',
  'info.recruitment.step.contract.when': 'Within about 2 weeks of the announcement',
  'info.recruitment.step.contract.body':
    'Sign the lease with your ID within the set period and pay the down payment. The amount and account are in your winner’s letter.',
  'info.recruitment.step.moveIn.title': 'Moving in',
  'info.recruitment.step.moveIn.when': 'During the move-in period',
  'info.recruitment.step.moveIn.body':
    'Pay the balance and move in within the move-in period. Book your moving day and the elevator with the leasing office.',
  'info.recruitment.how.heading': 'Applying online',
  'info.recruitment.how.1': 'Choose the round in the Apply menu and verify your identity by mobile phone.',
  'info.recruitment.how.2':
    'Enter your details, the supply type and the unit types you want (1st and 2nd choice).',
  'info.recruitment.how.3': 'Attach the required documents as files.',
  'info.recruitment.how.4': 'Check and submit: you get an application number. Please keep it.',
  'info.recruitment.notice.heading': 'Read the recruitment notice',
  'info.recruitment.notice.body':
    'Recruitment notices are posted as PDF under Notices. Where this page and the notice differ, the notice applies.',
  'info.recruitment.apply': 'Go to the application guide',

  // Documents
  'info.document.lead':
    'Attach the documents below as files when you apply. Please prepare every document that applies to your type.',
  'info.document.table.caption': 'Documents by qualification type',
  'info.document.col.doc': 'Document',
  'info.document.col.issuer': 'Issued by',
  'info.document.col.note': 'Notes',
  'info.document.need.required': 'Required',
  'info.document.need.conditional': 'If applicable',
  'info.document.need.none': 'Not needed',
  'info.document.resident.name': 'Resident registration certificate',
  'info.document.resident.issuer': 'Government24, community service centre',
  'info.document.resident.note': 'Issued with all household members',
  'info.document.family.name': 'Family relations certificate (detailed)',
  'info.document.family.issuer': 'Government24, Supreme Court e-Family system',
  'info.document.family.note': 'For the applicant',
  'info.document.marriage.name': 'Marriage relations certificate (detailed)',
  'info.document.marriage.issuer': 'Supreme Court e-Family system',
  'info.document.marriage.note': 'Youth type: shows you are single; newlywed type: shows the marriage date',
  'info.document.health.name': 'Health insurance eligibility history',
  'info.document.health.issuer': 'National Health Insurance Service',
  'info.document.health.note': 'Newlywed type: your spouse’s as well',
  'info.document.income.name': 'Proof of income',
  'info.document.income.issuer': 'National Tax Service Hometax, employer',
  'info.document.income.note': 'Special supply: earned-income withholding receipt or income statement',
  'info.document.car.name': 'Vehicle registration record (Part A)',
  'info.document.car.issuer': 'Government24',
  'info.document.car.note': 'Car owners: to confirm a value of up to KRW {amount}',
  'info.document.homeless.name': 'No-home declaration',
  'info.document.homeless.issuer': 'Form downloads',
  'info.document.homeless.note': 'Sign, scan and attach',
  'info.document.consent.name': 'Consent to the collection, use and sharing of personal data',
  'info.document.consent.issuer': 'Form downloads',
  'info.document.consent.note':
    'Only if you did not consent in the online application or are asked for a signed copy',
  'info.document.spouse.name': 'Spouse’s (spouse-to-be’s) resident registration certificate',
  'info.document.spouse.issuer': 'Government24, community service centre',
  'info.document.spouse.note': 'If your spouse is registered in another household',
  'info.document.wedding.name': 'Proof of planned marriage',
  'info.document.wedding.issuer': 'Wedding venue, yourself',
  'info.document.wedding.note':
    'Engaged couples: venue contract or invitation, plus the marriage certificate before moving in',
  'info.document.rules.heading': 'Rules for documents',
  'info.document.rule.date':
    'Only documents issued on or after the date of the recruitment notice are accepted.',
  'info.document.rule.format': 'Files must be {exts}, up to {mb} MB each. PDF is recommended.',
  'info.document.rule.privacy':
    'Please mask personal data the review does not need, such as the last digits of resident registration numbers.',
  'info.document.rule.fix': 'Until the deadline you can replace files in your application lookup.',
  'info.document.rule.false': 'Forged, altered or untrue documents cancel the win.',
  'info.document.checklist.heading': 'My checklist',
  'info.document.checklist.lead':
    'Choose your type to see only the documents you need. Ticks stay on this screen only and are not saved.',
  'info.document.checklist.choose': 'Qualification type',
  'info.document.checklist.progress': '{done} of {total} ready',
  'info.document.download': 'Go to form downloads',

  // Support
  'info.support.lead':
    'From raising the deposit to paying the monthly rent, these are the housing support programmes tenants can use. Amounts and conditions change with each programme notice, so check the recruitment notice for the exact terms.',
  'info.support.target': 'Who',
  'info.support.content': 'What',
  'info.support.how': 'How to apply',
  'info.support.deposit.title': 'Deposit support',
  'info.support.deposit.target':
    'Youth Safe Housing winners without a home who meet the income and asset limits (young adults and newlyweds)',
  'info.support.deposit.content':
    'Part of the rental deposit of Youth Safe Housing tenants is supported interest-free or at a low rate. See the recruitment notice for the share and the ceiling.',
  'info.support.deposit.how':
    'After winning and before signing the lease, apply to the support agency as the letter explains.',
  'info.support.rent.title': 'Youth rent support',
  'info.support.rent.target': 'Youth-type tenants who meet the income limit',
  'info.support.rent.content':
    'Government and local youth rent-support programmes pay part of the monthly rent for a set period. See the programme notice and the recruitment notice for the amount and period.',
  'info.support.rent.how':
    'After moving in, apply with your lease on Bokjiro or at the community service centre of your address.',
  'info.support.loan.title': 'Deposit loans',
  'info.support.loan.target':
    'Those who meet the conditions of the Housing Fund’s youth and newlywed deposit loans',
  'info.support.loan.content':
    'We issue the lease and the confirmations the Housing Fund loans need. Whether you get a loan, and how much, depends on the lending bank.',
  'info.support.loan.how':
    'After signing, talk to a lending bank; the leasing office issues the confirmations you need.',
  'info.support.guarantee.title': 'Deposit guarantee insurance',
  'info.support.guarantee.target': 'All tenants',
  'info.support.guarantee.content':
    'The landlord takes out a deposit return guarantee, so you get your deposit back safely when the lease ends. The guarantee fee is shared as the law provides.',
  'info.support.guarantee.how':
    'Nothing to apply for: it comes with the lease, and you receive a copy of the guarantee.',
  'info.support.note':
    'Support programmes may change or close early with government and local budgets. Check the recruitment notice of the round and each agency’s notice for the exact amounts and conditions.',
  'info.support.ask': 'Questions about support',
  'info.support.askBody': 'Not sure what you qualify for? Ask us through a 1:1 inquiry or by phone.',
};
