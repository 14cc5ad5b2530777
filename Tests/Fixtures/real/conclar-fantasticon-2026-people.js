[
  {
    "id": "Agnethe Poulsen",
    "name": "Agnethe Poulsen"
  },
  {
    "id": "Anne Marie Vedsø-Olesen",
    "name": "Anne Marie Vedsø-Olesen"
  },
  {
    "id": "Anton Binder",
    "name": "Anton Binder"
  },
  {
    "id": "Asta Jersø",
    "name": "Asta Jersø"
  },
  {
    "id": "CA Wolters",
    "name": "CA Wolters"
  },
  {
    "id": "Carolina Gomez Lagerlöf",
    "name": "Carolina Gomez Lagerlöf"
  },
  {
    "id": "Cato Sture",
    "name": "Cato Sture"
  },
  {
    "id": "Cecilie Buur Larsen",
    "name": "Cecilie Buur Larsen"
  },
  {
    "id": "Chris Beckett",
    "name": "Chris Beckett"
  },
  {
    "id": "Claire Bartlett",
    "name": "Claire Bartlett"
  },
  {
    "id": "Emile Sodyte",
    "name": "Emile Sodyte"
  },
  {
    "id": "Eugenia Triantafyllou",
    "name": "Eugenia Triantafyllou"
  },
  {
    "id": "Flemming R.P. Rasch",
    "name": "Flemming R.P. Rasch"
  },
  {
    "id": "Ian Sales",
    "name": "Ian Sales"
  },
  {
    "id": "Jakob Levinsen",
    "name": "Jakob Levinsen"
  },
  {
    "id": "Jane Mondrup",
    "name": "Jane Mondrup"
  },
  {
    "id": "Jasmin Hansen",
    "name": "Jasmin Hansen"
  },
  {
    "id": "Jesper Rugård",
    "name": "Jesper Rugård"
  },
  {
    "id": "Julie Eriksen Strøm",
    "name": "Julie Eriksen Strøm"
  },
  {
    "id": "Karsten Brandt-Knudsen",
    "name": "Karsten Brandt-Knudsen"
  },
  {
    "id": "Klaus Æ. Mogensen",
    "name": "Klaus Æ. Mogensen"
  },
  {
    "id": "Knud Larn",
    "name": "Knud Larn"
  },
  {
    "id": "Lars Ahn",
    "name": "Lars Ahn"
  },
  {
    "id": "Lea Thume",
    "name": "Lea Thume"
  },
  {
    "id": "Maria O. Larsen",
    "name": "Maria O. Larsen"
  },
  {
    "id": "Mariane Mide",
    "name": "Mariane Mide"
  },
  {
    "id": "Nanna Grønbech Petersen",
    "name": "Nanna Grønbech Petersen"
  },
  {
    "id": "Niels Dalgaard",
    "name": "Niels Dalgaard"
  },
  {
    "id": "Pernille Lykke",
    "name": "Pernille Lykke"
  },
  {
    "id": "Rene Roar Thygesen",
    "name": "Rene Roar Thygesen"
  },
  {
    "id": "Sally A. Ward",
    "name": "Sally A. Ward"
  },
  {
    "id": "Sarah Ella Stoltze",
    "name": "Sarah Ella Stoltze"
  },
  {
    "id": "Sarah Pinsker",
    "name": "Sarah Pinsker"
  },
  {
    "id": "Shekufe Heiberg",
    "name": "Shekufe Heiberg"
  },
  {
    "id": "Sidsel Pedersen",
    "name": "Sidsel Pedersen"
  },
  {
    "id": "Sidsel Sander Mittet.",
    "name": "Sidsel Sander Mittet."
  },
  {
    "id": "Stig W Jørgensen",
    "name": "Stig W Jørgensen"
  },
  {
    "id": "Thomas Recktenwald",
    "name": "Thomas Recktenwald"
  },
  {
    "id": "Tobias Backman",
    "name": "Tobias Backman"
  },
  {
    "id": "Tue Sørensen",
    "name": "Tue Sørensen"
  },
  {
    "id": "Valdemar Lenschow",
    "name": "Valdemar Lenschow"
  },
  {
    "id": "bÆnji",
    "name": "bÆnji"
  }
]