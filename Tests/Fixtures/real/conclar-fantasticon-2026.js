[
  {
    "date": "2026-06-07",
    "desc": "\nAdaptations are everywhere nowadays with varying results. Most of us have had the terrible experience of seeing a beloved book made into a horrible movie, but why is it so hard to make a good adaptation when the source material should have provided the writers with a clear path? And why is it that sometimes a story becomes even better when it’s been adapted into another medium? Does everything need to be exactly as it happened in the original story or can diverging from the source material actually elevate it? And can a movie be a “bad” adaptation but still an excellent movie? Find out at this panel where we talk about what makes a good adaptation and what makes a horrible one. ",
    "format": "Panel",
    "id": "Adaptations - from one medium to another",
    "loc": [
      "Twilight (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Tue Sørensen",
        "name": "Tue Sørensen"
      },
      {
        "id": "Maria O. Larsen",
        "name": "Maria O. Larsen"
      },
      {
        "id": "Asta Jersø",
        "name": "Asta Jersø"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "10:00",
    "title": "Adaptations - from one medium to another"
  },
  {
    "date": "2026-06-07",
    "desc": "Anything you always wanted to ask an author about, but didn't have the chance or the courage to ask. Now is the chance, you can literally ask the three distinguished guests anything and hope you get a good answer.",
    "format": "Panel",
    "id": "Ask me anything - with the guests of honour",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Sarah Pinsker",
        "name": "Sarah Pinsker"
      },
      {
        "id": "Eugenia Triantafyllou",
        "name": "Eugenia Triantafyllou"
      },
      {
        "id": "Chris Beckett",
        "name": "Chris Beckett"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "15:00",
    "title": "Ask me anything - with the guests of honour"
  },
  {
    "date": "2026-06-06",
    "desc": "Jakob Levinsen og Stig W Jørgensen har oversat en række klassiske (og mindre klassiske) genreværker til dansk. Kom og hør dem tale om oversættelse, kultur og kultværker.\nJakob Levinsen har oversat en række klassikere af bl.a. J.R.R. Tolkien, Mary Shelley, Salman Rushdie, Kazuo Ishiguro, Stephen King, Bram Stoker og skrevet bøger om Wagners operaer og Tolkiens verden. Stig W. Jørgensen har oversat værker af Charlaine Harris, Frank Herbert og Sable Sorensen og har skrevet flere artikler og bøger om science fiction.",
    "format": "Interview",
    "id": "At oversætte Fantatisk litteratur",
    "loc": [
      "Twilight (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Jakob Levinsen",
        "name": "Jakob Levinsen"
      },
      {
        "id": "Stig W Jørgensen",
        "name": "Stig W Jørgensen"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      }
    ],
    "time": "15:00",
    "title": "At oversætte Fantatisk litteratur"
  },
  {
    "date": "2026-06-06",
    "desc": "As per tradition, their will be a book auction at Fantasticon. So bring your used fantasy, science fiction, and horror books. The ones that were not right for you; the ones you loved but will not have time to read again.\nAnd join us Saturday afternoon and bring home new darlings while supporting the con.",
    "format": "",
    "id": "Auction",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Klaus Æ. Mogensen",
        "name": "Klaus Æ. Mogensen"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "16:00",
    "title": "Auction"
  },
  {
    "date": "2026-06-06",
    "desc": "Præsentation af Cato Stures novellesamling HIGH-PHIDELPHIAS.",
    "format": "",
    "id": "Cato Sture præsenterer novellesamling HIGH-PHIDELPHIAS",
    "loc": [
      "Biblioteket"
    ],
    "mins": "30",
    "people": [
      {
        "id": "Cato Sture",
        "name": "Cato Sture"
      }
    ],
    "tags": [],
    "time": "16:00",
    "title": "Cato Sture præsenterer novellesamling HIGH-PHIDELPHIAS"
  },
  {
    "date": "2026-06-07",
    "desc": "East Asian-style fantasy has had a growing influence on Western fantasy in the past few years, helped by the ever-expanding popularity of kpop and anime. However, this talk will give an introduction to Chinese fantasy, a genre that is getting more and more recognition outside of Asia, especially with the animated movie Nezha 2, which last year became one of the worldwide highest grossing movies ever made. This presentation will try to explain some of the main concepts of Chinese fantasy, what makes it unique, and where to start if you want to explore what contemporary Chinese fantasy has to offer, be it books, movies, or TV dramas. ",
    "format": "Foredrag",
    "id": "Chinese fantasy",
    "loc": [
      "Twilight (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Agnethe Poulsen",
        "name": "Agnethe Poulsen"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      }
    ],
    "time": "11:00",
    "title": "Chinese fantasy"
  },
  {
    "date": "2026-06-07",
    "desc": "The con is over. Come and help us clear out the refreshments, and talk about the con we all just survived.",
    "format": "",
    "id": "Dead Dog Party",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "240",
    "people": [],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      },
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "17:00",
    "title": "Dead Dog Party"
  },
  {
    "date": "2026-06-05",
    "desc": "Come and hang out.",
    "format": "",
    "id": "Doors open",
    "loc": [
      "Cafe"
    ],
    "mins": "45",
    "people": [],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      },
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "15:00",
    "title": "Doors open"
  },
  {
    "date": "2026-06-06",
    "desc": "Come and hang out.",
    "format": "",
    "id": "Doors open",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "60",
    "people": [],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      },
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "09:00",
    "title": "Doors open"
  },
  {
    "date": "2026-06-07",
    "desc": "Come and hang out.",
    "format": "",
    "id": "Doors open",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      },
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "09:00",
    "title": "Doors open"
  },
  {
    "date": "2026-06-07",
    "desc": "Tak for et godt con! Kom og giv os feedback, fortæl os om alt det gode du har oplevet, og brok dig over den der irritende ting fra i forgårs.",
    "format": "",
    "id": "Farvel og tak - fra alle os",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      }
    ],
    "time": "16:00",
    "title": "Farvel og tak - fra alle os"
  },
  {
    "date": "2026-06-07",
    "desc": "What does love look like in the genre of horror? Does it aid the good, does it conquer the bad, or is it a corrupting force? Is a mother's love as monstrous as in the fairytales?  Is there something hidden in the dark recesses of a woman's love for her offspring? And what is romance, if not literally all consuming? And a little gross, sticky and bloody? We will explore these questions in this lovely and horrific panel.",
    "format": "Panel",
    "id": "Gross Love - love in horror",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Eugenia Triantafyllou",
        "name": "Eugenia Triantafyllou"
      },
      {
        "id": "Asta Jersø",
        "name": "Asta Jersø"
      },
      {
        "id": "Mariane Mide",
        "name": "Mariane Mide"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "14:00",
    "title": "Gross Love - love in horror"
  },
  {
    "date": "2026-06-06",
    "desc": "The show is an entertaining exploration of the theme of love and marriage between a mortal man and a witch, as presented over various media including fiction, classic movies and TV shows. The production takes the form of a screwball comedy dialogue between a Witch and her Magician husband and includes some amazing close up magic which complements the film excerpts.\n\n",
    "format": "",
    "id": "How to Marry A Witch",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "90",
    "people": [
      {
        "id": "Anton Binder",
        "name": "Anton Binder"
      },
      {
        "id": "Sally A. Ward",
        "name": "Sally A. Ward"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "17:00",
    "title": "How to Marry A Witch"
  },
  {
    "date": "2026-06-07",
    "desc": "The panel will discuss some of this years Hugo nominated novels and other works, and make a few recommendations.",
    "format": "Panel",
    "id": "Hugo Nominees 2026",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Carolina Gomez Lagerlöf",
        "name": "Carolina Gomez Lagerlöf"
      },
      {
        "id": "Sarah Ella Stoltze",
        "name": "Sarah Ella Stoltze"
      },
      {
        "id": "Lars Ahn",
        "name": "Lars Ahn"
      },
      {
        "id": "Jane Mondrup",
        "name": "Jane Mondrup"
      },
      {
        "id": "Flemming R.P. Rasch",
        "name": "Flemming R.P. Rasch"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "10:00",
    "title": "Hugo Nominees 2026"
  },
  {
    "date": "2026-06-06",
    "desc": "Panelet stiller skarpt på fantasy-YA-forfatteren Tamora Pierce og hvorfor hendes bøger stadig betyder så meget for så mange fantasy-læsere. Vi taler om, hvad der gør hendes historier særlige, hvorfor vi elskede dem som unge, og hvorfor vi bliver ved med at vende tilbage til dem som voksne. Hvorfor har Tamora Pierce fået en helt særlig plads hos nordiske læsere? Samtalen fokuserer også på den særlige rolle, som kærlighed og relationer spiller i hendes bøger.",
    "format": "Panel",
    "id": "Hvorfor ♥️ vi Tamora Pierce?",
    "loc": [
      "Twilight (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Sarah Ella Stoltze",
        "name": "Sarah Ella Stoltze"
      },
      {
        "id": "Mariane Mide",
        "name": "Mariane Mide"
      },
      {
        "id": "Sidsel Pedersen",
        "name": "Sidsel Pedersen"
      },
      {
        "id": "Lea Thume",
        "name": "Lea Thume"
      },
      {
        "id": "Sidsel Sander Mittet.",
        "name": "Sidsel Sander Mittet."
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      }
    ],
    "time": "12:00",
    "title": "Hvorfor ♥️ vi Tamora Pierce?"
  },
  {
    "date": "2026-06-07",
    "desc": "Chris Beckett was a social worker prior to becoming a science fiction writer. He started writing short fiction in the 1990s. In 2004 he published his first novel, The Holy Machine, with themes of religion, science and rationality. His next two novels, Marcher and Dark Eden were both based on earlier short stories. The latter, a novel set on a far away colony planet, won the Arthur C. Clarke award for best science fiction novel of 2012. Beckett contiued to write short fiction while working on his later novels. His ninth novel Tomorrow is from 2021, about a man trying to write the ultimate novel.",
    "format": "Interview",
    "id": "Interview with Chris Beckett",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Chris Beckett",
        "name": "Chris Beckett"
      },
      {
        "id": "Flemming R.P. Rasch",
        "name": "Flemming R.P. Rasch"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "13:00",
    "title": "Interview with Chris Beckett"
  },
  {
    "date": "2026-06-06",
    "desc": "Eugenia Triantafyllou is a Greek author and artist with a flair for dark things. Her work has won the British Fantasy and the Shirley Jackson Awards and has been nominated for the Hugo, Ignyte, Locus, Nebula, and World Fantasy Awards. She is a graduate of Clarion West Writers Workshop. You can find her stories in Reactor, Uncanny, Strange Horizons, Apex, and other venues.\n",
    "format": "Interview",
    "id": "Interview with Eugenia Triantafyllou",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Eugenia Triantafyllou",
        "name": "Eugenia Triantafyllou"
      },
      {
        "id": "Tobias Backman",
        "name": "Tobias Backman"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "12:00",
    "title": "Interview with Eugenia Triantafyllou"
  },
  {
    "date": "2026-06-06",
    "desc": "Sarah Pinsker is the author of over sixty works of short fiction, one novella, two novels, and two collections. Her work has won four Nebula Awards (Best Novel, A Song For A New Day; Best Novelette, \"Our Lady of the Open Road,\" Best Novelette, \"Two Truths And A Lie,\" Best Short Story, \"Where Oaken Hearts Do Gather,\"), two Hugo Awards (\"Two Truths And a Lie\" and \"Where Oaken Hearts Do Gather\"), the Philip K Dick Award, the Locus Award, the Eugie Foster Award, and the Theodore Sturgeon Award, and been nominated for numerous Nebula, Hugo, Locus, and World Fantasy Awards. Her fiction has been translated into almost a dozen languages and published in magazines including Asimov's, Strange Horizons, Fantasy & Science Fiction, and Uncanny and in many anthologies and year's bests. \nSarah's first collection, the Philip K Dick Award winning Sooner or Later Everything Falls Into the Sea: Stories, was published by Small Beer Press in 2019, and her first novel, A Song For A New Day, was published by Penguin/Random House/Berkley in  2019. It was followed by We Are Satellites, published in 2021. Her second collection, Lost Places, was published by Small Beer Press in  2023. Tordotcom novella Haunt Sweet Home appeared in September 2024.\nShe is also a singer/songwriter with four albums on various independent labels (the third with her rock band, the Stalking Horses).",
    "format": "Interview",
    "id": "Interview with Sarah Pinsker",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Sarah Pinsker",
        "name": "Sarah Pinsker"
      },
      {
        "id": "Niels Dalgaard",
        "name": "Niels Dalgaard"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "15:00",
    "title": "Interview with Sarah Pinsker"
  },
  {
    "date": "2026-06-06",
    "desc": "Come and meet Chris Beckett, and have a cup of coffee with him. A kaffeeklatsch is an informal conversation between a guest of honour and a group of people for an hour or so. It does not require any perparation.",
    "format": "Publikumsaktivitet",
    "id": "Kaffeeklatsch with Chris Beckett",
    "loc": [
      "Heartfire (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Chris Beckett",
        "name": "Chris Beckett"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "14:00",
    "title": "Kaffeeklatsch with Chris Beckett"
  },
  {
    "date": "2026-06-06",
    "desc": "Come and meet Eugenia Triantafyllou, and have a cup of coffee with her. A kaffeeklatsch is an informal conversation between a guest of honour and a group of people for an hour or so. It does not require any preparation, but signup is needed.",
    "format": "",
    "id": "Kaffeeklatsch with Eugenia Triantafyllou",
    "loc": [
      "Heartfire (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Eugenia Triantafyllou",
        "name": "Eugenia Triantafyllou"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "16:00",
    "title": "Kaffeeklatsch with Eugenia Triantafyllou"
  },
  {
    "date": "2026-06-07",
    "desc": "Come and meet Sarah Pinsker, and have a cup of coffee with her. A kaffeeklatsch is an informal conversation between a guest of honour and a group of people for an hour or so. It does not require any preparation, but signup is needed.",
    "format": "",
    "id": "Kaffeeklatsch with Sarah Pinsker",
    "loc": [
      "Heartfire (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Sarah Pinsker",
        "name": "Sarah Pinsker"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "12:00",
    "title": "Kaffeeklatsch with Sarah Pinsker"
  },
  {
    "date": "2026-06-07",
    "desc": "What is Lunar Punk? Lunar Punk is an ecofeminist subgenre of science fiction. It is based on cyclical narrative forms – the understanding that all life on Earth is intertwined, and should be recognized for their importance in the Big Web of Being. Where Solarpunk romanticizes solar power and solar energy, Lunar Punk romanticizes the power of imagination and imaginary energy (lunargy). Our own inner lunatic ability (lunability) to shine our light in the dark, to think up other realities and future possibilities, and share them with each other, until they become our new reality. Shekufe Heiberg will go deep into the speculative and utopian world of Lunar Punk and explain how it started and where it’s going.",
    "format": "Foredrag",
    "id": "Lunarpunk",
    "loc": [
      "Twilight (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Shekufe Heiberg",
        "name": "Shekufe Heiberg"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "13:00",
    "title": "Lunarpunk"
  },
  {
    "date": "2026-06-05",
    "desc": "Come and meet the con organisers and other fans before the con officially starts!",
    "format": "",
    "id": "Meet 'n' greet",
    "loc": [
      "Cafe"
    ],
    "mins": "240",
    "people": [],
    "tags": [],
    "time": "16:00",
    "title": "Meet 'n' greet"
  },
  {
    "date": "2026-06-06",
    "desc": "Troldmanden Merlin bringer sin legendariske podcast til Fantasticon i København, og med ham følger et mageløst monopol af mytiske skikkelser. Som altid er de klar til at diskutere storslåede dilemmaer involverende mord, affærer med guder og akavede dobbeltbookinger. Kom med til et underholdende liveshow, hvor publikum også inddrages til at give deres holdning til nogle af de præsenterede dilemmaer.\nDette afsnit bliver endda en crossover med programmet Kh Kærlighedens Gudinder samt dets skønne værtinder, gudinderne Freja og Afrodite. De vil bringe al den charme og sladder, som de er kendt for, med sig til Fantasticon. Til at runde dagens monopol af har vi selveste helgenen Sankt Valentin og ikke mindst dragen/stilikonet Zwei Zweiwich, bedre kendt som supermodellen Z eller “drage daddy”.\nSå sæt kryds i kalenderen og glæd dig til den helt store omgang mytologiske løjer og guddommelig sladder!\n",
    "format": "Publikumsaktivitet",
    "id": "Merlin og Monopolet - dilemmaer i fantasyland",
    "loc": [
      "Twilight (Stuen)"
    ],
    "mins": "90",
    "people": [
      {
        "id": "Valdemar Lenschow",
        "name": "Valdemar Lenschow"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      }
    ],
    "time": "17:00",
    "title": "Merlin og Monopolet - dilemmaer i fantasyland"
  },
  {
    "date": "2026-06-07",
    "desc": "Når man tænker science-fiction tænker man ofte rumskibe, aliens og kampklare helte. Men science fiction er meget mere end dette. Der er en hel verden derude af ikke-heroiske hovedpersoner og værker med sat i den nære fremtid. Tendens har rødder helt tilbage til dystopien og utopien, men som rigtig bliver skubbet i gang med Geoff Ryman introduktion af genren ’mundane science-fiction’ i 2004. Det er denne genre som panelet vil introducere, diskutere og udfordre med udgangspunkt i deltagernes egne værker og/eller interesse for genren.",
    "format": "Panel",
    "id": "Mundane Science Fiction",
    "loc": [
      "Twilight (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Jasmin Hansen",
        "name": "Jasmin Hansen"
      },
      {
        "id": "Jane Mondrup",
        "name": "Jane Mondrup"
      },
      {
        "id": "Niels Dalgaard",
        "name": "Niels Dalgaard"
      },
      {
        "id": "Jesper Rugård",
        "name": "Jesper Rugård"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      }
    ],
    "time": "14:00",
    "title": "Mundane Science Fiction"
  },
  {
    "date": "2026-06-06",
    "desc": "Hvis du er ny så kom her og mød de andre nye og få en snak med dem om alt mellem himmel og jord.",
    "format": "Publikumsaktivitet",
    "id": "Møde mellem fans - mød en ny ven",
    "loc": [
      "Heartfire (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Sidsel Pedersen",
        "name": "Sidsel Pedersen"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      },
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "11:00",
    "title": "Møde mellem fans - mød en ny ven"
  },
  {
    "date": "2026-06-07",
    "desc": "Oplæsning ved science fiction forfatter Nanna Grønbech Petersen & musik af bÆnji skabt specifikt til teksterne.",
    "format": "",
    "id": "N. B. - Epik & musik.",
    "loc": [
      "Twilight (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Nanna Grønbech Petersen",
        "name": "Nanna Grønbech Petersen"
      },
      {
        "id": "bÆnji",
        "name": "bÆnji"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      }
    ],
    "time": "15:00",
    "title": "N. B. - Epik & musik."
  },
  {
    "date": "2026-06-06",
    "desc": "Redaktør og oversætter Niels Dalgaard fortæller om antologien UKENDTE KRÆFTER.",
    "format": "",
    "id": "Niels Dalgaard om antologien UKENDTE KRÆFTER",
    "loc": [
      "Biblioteket"
    ],
    "mins": "30",
    "people": [
      {
        "id": "Niels Dalgaard",
        "name": "Niels Dalgaard"
      }
    ],
    "tags": [],
    "time": "11:30",
    "title": "Niels Dalgaard om antologien UKENDTE KRÆFTER"
  },
  {
    "date": "2026-06-06",
    "desc": "A discussion of the complex interrelation between different kinds of connection and craving in stories written by the American SFF-author Octavia E. Butler, a master of the troubling and uncomfortable.\n\n\nBios:\nPernille Lykke står bag profilen Lykkes Læserier på Instagram, hvor hun anmelder og blogger om bøger. Hendes hjerte banker i særlig grad for den spekulative fiktion og genreblandinger med spekulative elementer, men hun læser og anmelder alle genrer og formater.\n\nClaire Eliza Barlett is a writer of fantasy and science fiction for both children and Adults. As a young adult she traveled and studied history and archaeology, and she uses her experiences and learning to write history-inspired SFF. Her most recent novel is \"The Hollow Age,\" which can be found here: https://authorclaire.com/as-cathryn-bankroft/\n\nJane Mondrup writes various kinds of speculative fiction, for adults as well as children. So far, she has published the alternate history novel Zeitgeist, the first contact story Zoi, and the children’s novel Vattes vandring plus a few short stories. Apart from writing, she’s in the con committee for Vilde Universer in Aarhus\n",
    "format": "Panel",
    "id": "Octavia E. Butler: Love, Power, Sex, and Addiction",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Jane Mondrup",
        "name": "Jane Mondrup"
      },
      {
        "id": "Claire Bartlett",
        "name": "Claire Bartlett"
      },
      {
        "id": "Pernille Lykke",
        "name": "Pernille Lykke"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "14:00",
    "title": "Octavia E. Butler: Love, Power, Sex, and Addiction"
  },
  {
    "date": "2026-06-07",
    "desc": "Writing romantasy: Get a unique look into the writing process of C.A. Wolters and Emile Sodyte, who have published romantasy novels that have taken social media by storm. We will discuss writing process, inspiration and plotting.",
    "format": "Panel",
    "id": "On Writing Romantasy",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "CA Wolters",
        "name": "CA Wolters"
      },
      {
        "id": "Emile Sodyte",
        "name": "Emile Sodyte"
      },
      {
        "id": "Julie Eriksen Strøm",
        "name": "Julie Eriksen Strøm"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "12:00",
    "title": "On Writing Romantasy"
  },
  {
    "date": "2026-06-06",
    "desc": "Our traditional Saturday dinner for attendees who have signed up.",
    "format": "",
    "id": "Restaurant MOSOB",
    "loc": [
      "Restaurant"
    ],
    "mins": "45",
    "people": [],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      },
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "19:00",
    "title": "Restaurant MOSOB"
  },
  {
    "date": "2026-06-06",
    "desc": "Jasmin Hansen og Knud Larn i samtale om Jasmin Hansens novellesamling BREVET.",
    "format": "",
    "id": "Samtale om Jasmin Hansens novellesamling BREVET",
    "loc": [
      "Biblioteket"
    ],
    "mins": "30",
    "people": [
      {
        "id": "Jasmin Hansen",
        "name": "Jasmin Hansen"
      },
      {
        "id": "Knud Larn",
        "name": "Knud Larn"
      }
    ],
    "tags": [],
    "time": "11:00",
    "title": "Samtale om Jasmin Hansens novellesamling BREVET"
  },
  {
    "date": "2026-06-06",
    "desc": "Redaktør Rene Roar Thygesen og udvalgte forfattere fra Årsantologien PLANLAGT FORÆLDELSE taler om noveller, skrivning, konkurrencer og meget mere.",
    "format": "",
    "id": "Samtale om Årsantologien PLANLAGT FORÆLDELSE",
    "loc": [
      "Biblioteket"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Rene Roar Thygesen",
        "name": "Rene Roar Thygesen"
      }
    ],
    "tags": [],
    "time": "14:00",
    "title": "Samtale om Årsantologien PLANLAGT FORÆLDELSE"
  },
  {
    "date": "2026-06-06",
    "desc": "Korte nedslag i nogle af de titler jeg som romanceelsker har holdt mest af. Og Nogle af de titler jeg som Sci Fi elsker er allermest vild med.",
    "format": "Foredrag",
    "id": "Science Fiction i Romancer og Romancer i Science Fiction",
    "loc": [
      "Twilight (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Lea Thume",
        "name": "Lea Thume"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      }
    ],
    "time": "11:00",
    "title": "Science Fiction i Romancer og Romancer i Science Fiction"
  },
  {
    "date": "2026-06-06",
    "desc": "Danish or English\nWe meet up and recommend books we love to each other. You tell someone else about your book, and they tell you about theirs. When the whistle sounds we switch partners, and start back up. ",
    "format": "Publikumsaktivitet",
    "id": "Speed date a book",
    "loc": [
      "Heartfire (Stuen)"
    ],
    "mins": "45",
    "people": [],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      },
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "15:00",
    "title": "Speed date a book"
  },
  {
    "date": "2026-06-07",
    "desc": "European fantastic literature, how is it special? Are there any specific European traits? Is fantasy, horror, and science fiction alike all over Europe or are there regional differences. What is going on in European Fantastical literature. A panel of Europeans will sit down and discuss how genre literature is faring in todays Europe",
    "format": "Panel",
    "id": "State of the Union: European Fantastical Litterature",
    "loc": [
      "Twilight (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Ian Sales",
        "name": "Ian Sales"
      },
      {
        "id": "Eugenia Triantafyllou",
        "name": "Eugenia Triantafyllou"
      },
      {
        "id": "Thomas Recktenwald",
        "name": "Thomas Recktenwald"
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
        "id": "Jesper Rugård",
        "name": "Jesper Rugård"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "12:00",
    "title": "State of the Union: European Fantastical Litterature"
  },
  {
    "date": "2026-06-06",
    "desc": "King Arthur continues to have a strong presence in Western fantasy through films, books and comics. Why are we still drawn to a story that was written down in the Middle Ages? Join a panel discussion where three Arthurian experts discuss our enduring fascination with the ancient tale.",
    "format": "Panel",
    "id": "The Arthurian Myths",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Valdemar Lenschow",
        "name": "Valdemar Lenschow"
      },
      {
        "id": "Agnethe Poulsen",
        "name": "Agnethe Poulsen"
      },
      {
        "id": "Cecilie Buur Larsen",
        "name": "Cecilie Buur Larsen"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "11:00",
    "title": "The Arthurian Myths"
  },
  {
    "date": "2026-06-06",
    "desc": "Vi elsker horror, og vi elsker at snakke om det. Kom til et hyggeligt panel, hvor 3 horror entusiaster prøver at overholde tidsplanen, mens de ævler løs om den bedste genre i verden. (Vi kan ikke love, at det ikke bliver lidt klamt)",
    "format": "Panel",
    "id": "Vi🫀Horror",
    "loc": [
      "Twilight (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Asta Jersø",
        "name": "Asta Jersø"
      },
      {
        "id": "Mariane Mide",
        "name": "Mariane Mide"
      },
      {
        "id": "Karsten Brandt-Knudsen",
        "name": "Karsten Brandt-Knudsen"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      }
    ],
    "time": "14:00",
    "title": "Vi🫀Horror"
  },
  {
    "date": "2026-06-06",
    "desc": "Vølvens vej: Anne-Marie Vedsø Olesen har ifølge anmeldere skrevet “den nordiske Game of Thrones”, som netop er afsluttet med udgivelsen af “Flammesværdet”. I interviewet med Anne-Marie vil vi se tilbage på udviklingen af hele serien og dykke ned i temaerne - samt nørde en masse nordisk mytologi.",
    "format": "Interview",
    "id": "Vølvens Vej - Interview med Anne-Marie Vedsø Olsen",
    "loc": [
      "Twilight (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Anne Marie Vedsø-Olesen",
        "name": "Anne Marie Vedsø-Olesen"
      },
      {
        "id": "Julie Eriksen Strøm",
        "name": "Julie Eriksen Strøm"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "Dansk",
        "value": "Dansk"
      }
    ],
    "time": "13:00",
    "title": "Vølvens Vej - Interview med Anne-Marie Vedsø Olsen"
  },
  {
    "date": "2026-06-06",
    "desc": "Vi elsker fantasy, men hvorfor? Fantasy er mange ting for mange mennesker, lige fra folkeeventyr til urban fantasy og grimdark, fra Tolkien til HC Andersen. Fra Gollum til Peter Pan, der har mere til fælles end man skulle tro. I dette publikumsinddragense panel vil tale om hvad det er der tiltrækker os ved genren. De gode oplevelser der har fået os til elske den. Chancen for at stikke af, eller blive vågen, for at blive transporteret til en helt anden verden, som dog har kostskoler.",
    "format": "Panel",
    "id": "We ❤️ Fantasy",
    "loc": [
      "Twilight (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Jesper Rugård",
        "name": "Jesper Rugård"
      },
      {
        "id": "Tobias Backman",
        "name": "Tobias Backman"
      },
      {
        "id": "Sidsel Pedersen",
        "name": "Sidsel Pedersen"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "16:00",
    "title": "We ❤️ Fantasy"
  },
  {
    "date": "2026-06-07",
    "desc": "Why do creators and consumers of fiction love the science fiction genre so much? Is it the spaceships, the robots, the capitalistic hellscapes or the visions for the future? The panel explores our fascination with the science fiction genre.",
    "format": "Panel",
    "id": "We ❤️ Science fiction",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Sarah Pinsker",
        "name": "Sarah Pinsker"
      },
      {
        "id": "Tue Sørensen",
        "name": "Tue Sørensen"
      },
      {
        "id": "Flemming R.P. Rasch",
        "name": "Flemming R.P. Rasch"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "11:00",
    "title": "We ❤️ Science fiction"
  },
  {
    "date": "2026-06-06",
    "desc": "The con begins! Come and hear about the con, and get a small introduction to our lovely guests of honour.",
    "format": "",
    "id": "Welcome and presentation of our guests of honour",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "10:00",
    "title": "Welcome and presentation of our guests of honour"
  },
  {
    "date": "2026-06-07",
    "desc": "How to write a reading journal. Sidsel Petersen present her unique approach to reading journaling. Get started with your own reading journal or show off your journal to others. Inspiration, tips and stickers!\r\nBring a notebook and a pen",
    "format": "Workshop",
    "id": "Workshop: Reading Journals",
    "loc": [
      "Heartfire (Stuen)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Sidsel Pedersen",
        "name": "Sidsel Pedersen"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "13:00",
    "title": "Workshop: Reading Journals"
  },
  {
    "date": "2026-06-06",
    "desc": "What are the challenges of creating a believable world when you are writing fiction in short form?",
    "format": "",
    "id": "Worldbuilding in short fiction",
    "loc": [
      "Frejas sal (3. sal)"
    ],
    "mins": "45",
    "people": [
      {
        "id": "Eugenia Triantafyllou",
        "name": "Eugenia Triantafyllou"
      },
      {
        "id": "Chris Beckett",
        "name": "Chris Beckett"
      },
      {
        "id": "Sarah Pinsker",
        "name": "Sarah Pinsker"
      },
      {
        "id": "Flemming R.P. Rasch",
        "name": "Flemming R.P. Rasch"
      }
    ],
    "tags": [
      {
        "category": "language",
        "label": "English",
        "value": "English"
      }
    ],
    "time": "13:00",
    "title": "Worldbuilding in short fiction"
  }
]