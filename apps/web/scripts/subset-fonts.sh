#!/bin/sh
# Cuts the storefront's web fonts to what the store draws with (decision 0030). The results are
# committed in src/assets/fonts; run this again only after updating a font package.
#   Needs fontTools with Brotli: Debian's python3-fonttools and python3-brotli.
#   Run from apps/web after npm install:  sh scripts/subset-fonts.sh
# Keeps the Latin set @fontsource uses (the same unicode-range as in src/styles/index.css) and
# the OpenType features the store's CSS and text rely on: kerning, ligatures and marks, tabular
# figures (prices, the splash's percentage) and lining figures (the promo banner's code). Inter's
# weight axis is cut to 400-600, the weights the store uses.
set -eu
PYTHON=${PYTHON:-/usr/bin/python3}
modules=../../node_modules
out=src/assets/fonts
latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
features='kern,liga,calt,ccmp,locl,mark,mkmk,tnum,lnum'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for face in 500-normal 600-normal 500-italic; do
  "$PYTHON" -m fontTools.subset "$modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-$face.woff2" \
    --unicodes="$latin" --layout-features="$features" --flavor=woff2 \
    --output-file="$out/cormorant-garamond-latin-$face.woff2"
done

"$PYTHON" -m fontTools.varLib.instancer "$modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" \
  wght=400:600 --output "$tmp/inter.ttf"
"$PYTHON" -m fontTools.subset "$tmp/inter.ttf" \
  --unicodes="$latin" --layout-features="$features" --flavor=woff2 \
  --output-file="$out/inter-latin-wght-normal.woff2"
ls -l "$out"
