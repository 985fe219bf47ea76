// The kit as it arrives, as a product shot: the box standing at the back, and in front of it its
// three components: the cellular inflammation test (a blood-spot card and a lancet), the
// neurotoxic stress assessment (a guided questionnaire and a sample tube) and the card for the
// one-on-one report-of-findings consultation. Units are centimetres, y is up.
//
// `npm run kit-render` (build/kit-render.ts) renders it in passes and declares:
//   Pass   0 the whole scene; 1 the floor with the kit's shadows, the kit unseen;
//          2 the floor alone; 3 the kit alone on a transparent background
// and writes labels.inc beside it with the words printed on the box and cards (from src/content).
#version 3.7;
#include "shapes.inc"
#include "labels.inc"

#ifndef (Pass) #declare Pass = 0; #end

global_settings {
  assumed_gamma 1.0
  max_trace_level 8
}

#declare Brand950 = srgb <6, 38, 42> / 255;
#declare Brand800 = srgb <15, 76, 83> / 255;
#declare Brand700 = srgb <19, 96, 105> / 255;
#declare Brand500 = srgb <31, 143, 156> / 255;
#declare Brand300 = srgb <127, 208, 199> / 255;
#declare Brand200 = srgb <181, 230, 223> / 255;
#declare Gold = srgb <245, 184, 61> / 255;
#declare Paper = srgb <252, 250, 246> / 255;
#declare Blood = srgb <150, 22, 22> / 255;

#declare SerifBold = "LiberationSerif-Bold.ttf";
#declare SansBold = "LiberationSans-Bold.ttf";
#declare Sans = "LiberationSans-Regular.ttf";

#declare Satin = finish { ambient 0 diffuse 0.85 specular 0.25 roughness 0.02 }
#declare Matte = finish { ambient 0 diffuse 0.9 specular 0.05 roughness 0.1 }
#declare Gloss = finish { ambient 0 diffuse 0.7 specular 0.6 roughness 0.004 reflection 0.04 }

camera {
  location <11, 40, -68>
  look_at <2.5, 8.6, 0>
  right x * 12 / 7
  angle 47
}

// A large soft key from the upper left, a fill from the right and a low rim from behind.
light_source {
  <-40, 70, -45> color rgb 1.05
  area_light <26, 0, 0>, <0, 0, 26>, 7, 7 adaptive 1 jitter circular orient
}
light_source { <55, 30, -30> color rgb 0.32 shadowless }
light_source { <10, 40, 60> color rgb 0.25 shadowless }

// A seamless studio floor, only there to catch the shadows.
#if (Pass != 3)
  plane {
    y, 0
    pigment { color rgb 1 }
    finish { ambient 0 diffuse 0.92 }
  }
  background { color rgb 1 }
#else
  background { color rgbt <1, 1, 1, 1> }
#end

// Words printed on a surface: a flat text lying on the x-y plane, centred on x when asked.
#macro Print(Font, Words, Size, Centre)
  #local Letters = text { ttf Font Words 0.02, 0 }
  #local Shift = 0;
  #if (Centre)
    #local Extent = max_extent(Letters) - min_extent(Letters);
    #local Shift = -Extent.x / 2;
  #end
  object { Letters translate <Shift, 0, -0.01> scale <Size, Size, 1> }
#end

// ---- The box: 20 wide, 26 tall, 7 deep, standing on its long edge, its front to the camera.
#declare BoxW = 18;
#declare BoxH = 23;
#declare BoxD = 7;
#declare KitBox = union {
  object {
    Round_Box(<-BoxW / 2, 0, 0>, <BoxW / 2, BoxH, BoxD>, 0.35, 0)
    pigment { Brand800 }
    finish { Satin }
  }
  // The gold band round the box near its foot.
  object {
    Round_Box(<-BoxW / 2 - 0.02, 3.2, -0.02>, <BoxW / 2 + 0.02, 4.4, BoxD + 0.02>, 0.3, 0)
    pigment { Gold }
    finish { Satin }
  }
  // The lid's seam.
  box { <-BoxW / 2 - 0.01, BoxH - 4.2, -0.015>, <BoxW / 2 + 0.01, BoxH - 4.1, BoxD + 0.015> pigment { Brand950 } }
  // The mark: a cell, its nucleus and a leaf.
  union {
    difference {
      cylinder { <0, 0, -0.03>, <0, 0, 0>, 1.7 }
      cylinder { <0, 0, -0.04>, <0, 0, 0.01>, 1.15 }
    }
    cylinder { <0, 0, -0.03>, <0, 0, 0>, 0.55 }
    pigment { Brand300 }
    finish { Satin }
    translate <-BoxW / 2 + 3.2, BoxH - 6.4, 0>
  }
  object {
    Print(SerifBold, BrandWord, 2.1, false)
    pigment { color rgb 1 }
    finish { Satin }
    translate <-BoxW / 2 + 5.4, BoxH - 6.6, 0>
  }
  object {
    Print(SansBold, BrandSub, 0.85, false)
    pigment { Brand200 }
    finish { Satin }
    translate <-BoxW / 2 + 5.5, BoxH - 7.9, 0>
  }
  object {
    Print(SerifBold, KitLine1, 2.5, false)
    translate <-BoxW / 2 + 1.8, 10.6, 0>
  }
  object {
    Print(SerifBold, KitLine2, 2.5, false)
    translate <-BoxW / 2 + 1.8, 7.6, 0>
    pigment { color rgb 1 }
    finish { Satin }
  }
  pigment { color rgb 1 }
  finish { Satin }
}

// ---- The cellular inflammation test: a blood-spot card with three rings, two of them filled.
#declare CardW = 13;
#declare CardD = 7.4;
#declare SpotCard = union {
  object {
    Round_Box(<-CardW / 2, 0, -CardD / 2>, <CardW / 2, 0.12, CardD / 2>, 0.05, 0)
    pigment { Paper }
    finish { Matte }
  }
  box { <-CardW / 2 + 0.05, 0.1, CardD / 2 - 1.7>, <CardW / 2 - 0.05, 0.125, CardD / 2 - 0.05> pigment { Brand800 } finish { Matte } }
  object {
    Print(SansBold, SpotCardTitle, 0.78, true)
    rotate x * 90
    translate <0, 0.13, CardD / 2 - 1.15>
    pigment { color rgb 1 }
    finish { Matte }
  }
  #for (I, -1, 1)
    difference {
      cylinder { <I * 3.6, 0.1, -0.9>, <I * 3.6, 0.13, -0.9>, 1.45 }
      cylinder { <I * 3.6, 0.09, -0.9>, <I * 3.6, 0.14, -0.9>, 1.2 }
      pigment { Brand300 }
      finish { Matte }
    }
  #end
  // Blood spots, soaked in: a flat dome, slightly irregular.
  blob {
    threshold 0.5
    sphere { <-3.6, 0, -0.9>, 1.05, 1 }
    sphere { <-3.35, 0, -0.75>, 0.7, 0.6 }
    sphere { <0.1, 0, -0.95>, 0.85, 1 }
    scale <1, 0.12, 1>
    translate y * 0.11
    pigment { Blood }
    finish { ambient 0 diffuse 0.7 specular 0.15 roughness 0.02 }
  }
}

// A lancet: a short white body with a twist-off teal cap.
#declare Lancet = union {
  object { Round_Box(<0, 0, -0.45>, <4.2, 0.9, 0.45>, 0.35, 0) pigment { color rgb 0.97 } finish { Gloss } }
  object { Round_Box(<4.05, 0.1, -0.35>, <6.2, 0.8, 0.35>, 0.3, 0) pigment { Brand500 } finish { Gloss } }
}

// ---- The neurotoxic stress assessment: the guided questionnaire with its gold header.
#declare BookW = 10.5;
#declare BookD = 14;
#declare Questionnaire = union {
  object {
    Round_Box(<-BookW / 2, 0, -BookD / 2>, <BookW / 2, 0.5, BookD / 2>, 0.08, 0)
    pigment { Paper }
    finish { Matte }
  }
  box { <-BookW / 2 + 0.02, 0.45, BookD / 2 - 3.6>, <BookW / 2 - 0.02, 0.51, BookD / 2 - 0.1> pigment { Gold } finish { Matte } }
  object {
    Print(SansBold, AssessLine1, 0.72, true)
    rotate x * 90
    translate <0, 0.52, BookD / 2 - 1.75>
  }
  object {
    Print(SansBold, AssessLine2, 0.72, true)
    rotate x * 90
    translate <0, 0.52, BookD / 2 - 2.75>
  }
  // Question lines, each with its tick box.
  #for (I, 0, 5)
    box { <-BookW / 2 + 1, 0.5, BookD / 2 - 5 - I * 1.45>, <-BookW / 2 + 1.6, 0.52, BookD / 2 - 4.4 - I * 1.45> pigment { Brand300 } }
    box { <-BookW / 2 + 2.2, 0.5, BookD / 2 - 4.85 - I * 1.45>, <BookW / 2 - 1 - mod(I, 3) * 1.2, 0.515, BookD / 2 - 4.6 - I * 1.45> pigment { color rgb 0.8 } }
  #end
  pigment { Brand950 }
  finish { Matte }
}

// The sample tube: clear with a gold screw cap and a white label.
#declare Tube = union {
  merge {
    cylinder { <0, 1, 0>, <0, 10, 0>, 1.05 }
    sphere { <0, 1, 0>, 1.05 }
    pigment { color rgbf <0.96, 0.98, 1, 0.8> }
    finish { ambient 0 diffuse 0.2 specular 0.8 roughness 0.002 reflection 0.08 }
    interior { ior 1.45 }
  }
  cylinder { <0, 3.2, 0>, <0, 8.2, 0>, 1.07 pigment { Paper } finish { Matte } }
  cylinder { <0, 7.2, 0>, <0, 7.9, 0>, 1.075 pigment { Brand800 } finish { Matte } }
  cylinder { <0, 10, 0>, <0, 12.4, 0>, 1.25 pigment { Gold } finish { Gloss } }
  #for (I, 0, 35)
    cylinder { <1.25, 10.05, 0>, <1.25, 12.35, 0>, 0.06 rotate y * I * 10 pigment { Gold } finish { Gloss } }
  #end
}

// ---- The consultation card: teal, its title in white, with a video-call mark.
#declare ConsultW = 12;
#declare ConsultD = 7.2;
#declare ConsultCard = union {
  object {
    Round_Box(<-ConsultW / 2, 0, -ConsultD / 2>, <ConsultW / 2, 0.15, ConsultD / 2>, 0.06, 0)
    pigment { Brand700 }
    finish { Satin }
  }
  object {
    Print(SansBold, ConsultLine1, 0.95, false)
    rotate x * 90
    translate <-ConsultW / 2 + 0.9, 0.16, 1.3>
  }
  object {
    Print(SansBold, ConsultLine2, 0.95, false)
    rotate x * 90
    translate <-ConsultW / 2 + 0.9, 0.16, 0.1>
  }
  object {
    Print(Sans, ConsultLine3, 0.7, false)
    rotate x * 90
    translate <-ConsultW / 2 + 0.9, 0.16, -2.4>
    pigment { Brand200 }
  }
  // A camera mark: a rounded body and its lens.
  union {
    object { Round_Box(<-1.1, 0.14, -0.75>, <0.6, 0.17, 0.75>, 0.01, 0) }
    prism { linear_sweep linear_spline 0.14, 0.17, 4, <0.7, 0>, <1.5, 0.6>, <1.5, -0.6>, <0.7, 0> }
    translate <ConsultW / 2 - 2.2, 0, ConsultD / 2 - 1.6>
    pigment { Gold }
  }
  pigment { color rgb 1 }
  finish { Satin }
}

#declare Kit = union {
  object { KitBox rotate y * -22 translate <-7, 0, 7> }
  object { Questionnaire rotate y * 10 translate <12.5, 0, 5.5> }
  object { Tube rotate y * 30 translate <17.5, 0.0, -2.4> }
  object { SpotCard rotate y * 8 translate <-9.5, 0, -6.5> }
  object { Lancet rotate y * -28 translate <-16.5, 0, -12.5> }
  object { Lancet rotate y * 152 translate <-1.5, 0, -12.2> }
  object { ConsultCard rotate y * -9 translate <7, 0, -8.5> }
}

#switch (Pass)
  #case (0)
  #case (3)
    object { Kit }
  #break
  #case (1)
    object { Kit no_image }
  #break
#end
