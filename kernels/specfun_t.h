/* specfun_t.h: torch.special's Bessel functions, Airy function,
 * orthogonal polynomials and normal quantile (ndtri), PyTorch's
 * algorithms (ATen/native/Math.h: Cephes' rational and Chebyshev
 * approximations, the three-term recurrences) with its coefficients and
 * order of operations.  PyTorch templates them on the dtype, so that
 * float32 computes in float: this file is their template, included twice
 * by specfun.h, once with SF_T double and once with SF_T float, SF_F(name)
 * naming the instance (sf_name, sf_name_f) and SF_M(fn) the C library's
 * function of SF_T (sin; for float, specfun.h's sinf rounded from double,
 * the same on both devices).  Where PyTorch's compiler fuses a multiply
 * and an add (its x86 build contracts them) the code says fma, and only
 * there: float64 gives PyTorch's CPU bits (checked on some 9,000 points a
 * Bessel function and 2,500 (x, n) pairs a polynomial) and differs
 * between the devices where their C libraries' double sin, cos, acos, exp
 * and log do; float32 gives the same bits on both, and PyTorch's but
 * where glibc's float functions round the other way (about one value in
 * 200 of bessel_j0's, in the last bit; none of 6 million of ndtri's). */

/* The polynomial of the n coefficients a (the highest first) at z. */
SF_FN SF_T SF_F(horner)(SF_T z, const SF_T *a, int n)
{
    SF_T r = 0;
    SF_UNROLL
    for (int i = 0; i < n; i++)
        r = SF_M(fma)(r, z, a[i]);
    return r;
}

/* The Chebyshev series of the n coefficients a (the zeroth last) at t / 2. */
SF_FN SF_T SF_F(clenshaw)(SF_T t, const SF_T *a, int n)
{
    SF_T b = a[0], q = 0, p = 0;
    SF_UNROLL
    for (int i = 1; i < n; i++) {
        p = q;
        q = b;
        b = SF_M(fma)(t, q, -p) + a[i];
    }
    return (SF_T)0.5 * (b - p);
}

/* The normal quantile: Cephes' ndtri, rational functions of y - 1/2 in
 * the centre and of 1 / sqrt(-2 log y) in the tails, within e^-2 of 0
 * and 1.  PyTorch's tails call C's double log (::log), so that its float
 * instance takes the root and x - log(x) / x in double, rounding each
 * once: so does this one (specfun.h's ndtri_root and ndtri_shift).
 * ndtri_centre gives the centre's values and 0's, 1's and those outside
 * [0, 1], and says where y0 takes a tail instead (NaN falls through to
 * one): a GPU runs the tails apart (ew.cuh's split ops). */
SF_FN SF_T SF_F(ndtri_centre)(SF_T y0, bool *tail)
{
    static const SF_T P0[] = {
        -5.99633501014107895267E1, 9.80010754185999661536E1, -5.66762857469070293439E1,
        1.39312609387279679503E1, -1.23916583867381258016E0};
    static const SF_T Q0[] = {
        1.00000000000000000000E0, 1.95448858338141759834E0, 4.67627912898881538453E0,
        8.63602421390890590575E1, -2.25462687854119370527E2, 2.00260212380060660359E2,
        -8.20372256168333339912E1, 1.59056225126211695515E1, -1.18331621121330003142E0};
    const SF_T e2 = (SF_T)SF_E_2;
    *tail = !(y0 <= 0 || y0 >= 1 || (y0 > e2 && y0 <= 1 - e2));
    if (y0 == 0)
        return (SF_T)-INFINITY;
    if (y0 == 1)
        return (SF_T)INFINITY;
    if (y0 < 0 || y0 > 1)
        return (SF_T)NAN;
    SF_T y = y0 - (SF_T)0.5;
    SF_T y2 = y * y;
    return SF_M(fma)(y, y2 * SF_F(horner)(y2, P0, 5) / SF_F(horner)(y2, Q0, 9), y) * (SF_T)SF_SQRT_2PI;
}

SF_FN SF_T SF_F(ndtri_tail)(SF_T y0)
{
    static const SF_T P1[] = {
        4.05544892305962419923E0, 3.15251094599893866154E1, 5.71628192246421288162E1,
        4.40805073893200834700E1, 1.46849561928858024014E1, 2.18663306850790267539E0,
        -1.40256079171354495875E-1, -3.50424626827848203418E-2, -8.57456785154685413611E-4};
    static const SF_T Q1[] = {
        1.00000000000000000000E0, 1.57799883256466749731E1, 4.53907635128879210584E1,
        4.13172038254672030440E1, 1.50425385692907503408E1, 2.50464946208309415979E0,
        -1.42182922854787788574E-1, -3.80806407691578277194E-2, -9.33259480895457427372E-4};
    static const SF_T P2[] = {
        3.23774891776946035970E0, 6.91522889068984211695E0, 3.93881025292474443415E0,
        1.33303460815807542389E0, 2.01485389549179081538E-1, 1.23716634817820021358E-2,
        3.01581553508235416007E-4, 2.65806974686737550832E-6, 6.23974539184983293730E-9};
    static const SF_T Q2[] = {
        1.00000000000000000000E0, 6.02427039364742014255E0, 3.67983563856160859403E0,
        1.37702099489081330271E0, 2.16236993594496635890E-1, 1.34204006088543189037E-2,
        3.28014464682127739104E-4, 2.89247864745380683936E-6, 6.79019408009981274425E-9};
    bool upper = y0 > 1 - (SF_T)SF_E_2;
    SF_T y = upper ? 1 - y0 : y0;
    SF_T x = SF_F(ndtri_root)(y);
    SF_T x0 = SF_F(ndtri_shift)(x), z = 1 / x;
    SF_T x1 = x < 8 ? z * SF_F(horner)(z, P1, 9) / SF_F(horner)(z, Q1, 9) : z * SF_F(horner)(z, P2, 9) / SF_F(horner)(z, Q2, 9);
    return upper ? x0 - x1 : -(x0 - x1);
}

SF_FN SF_T SF_F(ndtri)(SF_T y0)
{
    bool tail;
    SF_T centre = SF_F(ndtri_centre)(y0, &tail);
    return tail ? SF_F(ndtri_tail)(y0) : centre;
}

/* Ai(x): the asymptotic expansions below -2.09 and from 2.09 on, the
 * Maclaurin series between; NaN at +-inf. */
SF_FN SF_T SF_F(airy_ai)(SF_T x)
{
    static const SF_T AN[] = {
        3.46538101525629032477e-01, 1.20075952739645805542e+01, 7.62796053615234516538e+01,
        1.68089224934630576269e+02, 1.59756391350164413639e+02, 7.05360906840444183113e+01,
        1.40264691163389668864e+01, 9.99999999999999995305e-01};
    static const SF_T AD[] = {
        5.67594532638770212846e-01, 1.47562562584847203173e+01, 8.45138970141474626562e+01,
        1.77318088145400459522e+02, 1.64234692871529701831e+02, 7.14778400825575695274e+01,
        1.40959135607834029598e+01, 1.00000000000000000470e+00};
    static const SF_T AFN[] = {
        -1.31696323418331795333e-01, -6.26456544431912369773e-01, -6.93158036036933542233e-01,
        -2.79779981545119124951e-01, -4.91900132609500318020e-02, -4.06265923594885404393e-03,
        -1.59276496239262096340e-04, -2.77649108155232920844e-06, -1.67787698489114633780e-08};
    static const SF_T AFD[] = {
        1.33560420706553243746e+01, 3.26825032795224613948e+01, 2.67367040941499554804e+01,
        9.18707402907259625840e+00, 1.47529146771666414581e+00, 1.15687173795188044134e-01,
        4.40291641615211203805e-03, 7.54720348287414296618e-05, 4.51850092970580378464e-07};
    static const SF_T AGN[] = {
        1.97339932091685679179e-02, 3.91103029615688277255e-01, 1.06579897599595591108e+00,
        9.39169229816650230044e-01, 3.51465656105547619242e-01, 6.33888919628925490927e-02,
        5.85804113048388458567e-03, 2.82851600836737019778e-04, 6.98793669997260967291e-06,
        8.11789239554389293311e-08, 3.41551784765923618484e-10};
    static const SF_T AGD[] = {
        9.30892908077441974853e+00, 1.98352928718312140417e+01, 1.55646628932864612953e+01,
        5.47686069422975497931e+00, 9.54293611618961883998e-01, 8.64580826352392193095e-02,
        4.12656523824222607191e-03, 1.01259085116509135510e-04, 1.17166733214413521882e-06,
        4.91834570062930015649e-09};
    if (isinf(x))
        return (SF_T)NAN;
    if (x > (SF_T)103.892)
        return 0;
    if (x < (SF_T)-2.09) {
        SF_T z = (SF_T)1.0 / ((SF_T)-2.0 * x * SF_M(sqrt)(-x) / (SF_T)3.0), z2 = z * z;
        SF_T afn = SF_F(horner)(z2, AFN, 9), afd = SF_F(horner)(z2, AFD, 9);
        SF_T agn = SF_F(horner)(z2, AGN, 11), agd = SF_F(horner)(z2, AGD, 10);
        SF_T t = (SF_T)-2.0 * x * SF_M(sqrt)(-x) / (SF_T)3.0 + (SF_T)0.25 * SF_PI;   /* in double, as PyTorch's */
        return (SF_T)5.64189583547756286948e-01 / SF_M(sqrt)(SF_M(sqrt)(-x)) *
               SF_M(fma)(SF_M(sin)(t), (SF_T)1.0 + z2 * afn / afd, -(SF_M(cos)(t) * (z * agn / agd)));
    }
    if (x >= (SF_T)2.09) {
        SF_T zeta = (SF_T)2.0 * x * SF_M(sqrt)(x) / (SF_T)3.0, z = (SF_T)1.0 / zeta;
        return (SF_T)5.64189583547756286948e-01 * (SF_F(horner)(z, AN, 8) / SF_F(horner)(z, AD, 8)) /
               ((SF_T)2.0 * SF_M(sqrt)(SF_M(sqrt)(x)) * SF_M(exp)(zeta));
    }
    SF_T f = 1, g = x, k = 1, m = 1, n = x, t = 1, z = x * x * x;
    while (t > SF_EPSILON) {
        m *= z;
        k += (SF_T)1.0;
        m /= k;
        n *= z;
        k += (SF_T)1.0;
        n /= k;
        m /= k;
        f += m;
        k += (SF_T)1.0;
        n /= k;
        g += n;
        t = SF_M(fabs)(m / f);
    }
    return SF_M(fma)((SF_T)0.355028053887817239260, f, -((SF_T)0.258819403792806798405 * g));
}

/* J_nu(x) (or Y_nu(x) when second) of order nu 0 or 1 for x > 5: the
 * Hankel asymptotic form sqrt(2 / pi x) (P cos(x - phase) - 5/x Q
 * sin(x - phase)), P and Q rational in 25 / x^2 (order 0) or (5 / x)^2
 * (order 1, rounded as PyTorch's). */
SF_FN SF_T SF_F(bessel_hankel)(int nu, SF_T x, bool second)
{
    static const SF_T PP0[] = {
        7.96936729297347051624e-04, 8.28352392107440799803e-02, 1.23953371646414299388e+00,
        5.44725003058768775090e+00, 8.74716500199817011941e+00, 5.30324038235394892183e+00,
        9.99999999999999997821e-01};
    static const SF_T PQ0[] = {
        9.24408810558863637013e-04, 8.56288474354474431428e-02, 1.25352743901058953537e+00,
        5.47097740330417105182e+00, 8.76190883237069594232e+00, 5.30605288235394617618e+00,
        1.00000000000000000218e+00};
    static const SF_T QP0[] = {
        -1.13663838898469149931e-02, -1.28252718670509318512e+00, -1.95539544257735972385e+01,
        -9.32060152123768231369e+01, -1.77681167980488050595e+02, -1.47077505154951170175e+02,
        -5.14105326766599330220e+01, -6.05014350600728481186e+00};
    static const SF_T QQ0[] = {
        6.43178256118178023184e+01, 8.56430025976980587198e+02, 3.88240183605401609683e+03,
        7.24046774195652478189e+03, 5.93072701187316984827e+03, 2.06209331660327847417e+03,
        2.42005740240291393179e+02};
    static const SF_T PP1[] = {
        7.62125616208173112003e-04, 7.31397056940917570436e-02, 1.12719608129684925192e+00,
        5.11207951146807644818e+00, 8.42404590141772420927e+00, 5.21451598682361504063e+00,
        1.00000000000000000254e+00};
    static const SF_T PQ1[] = {
        5.71323128072548699714e-04, 6.88455908754495404082e-02, 1.10514232634061696926e+00,
        5.07386386128601488557e+00, 8.39985554327604159757e+00, 5.20982848682361821619e+00,
        9.99999999999999997461e-01};
    static const SF_T QP1[] = {
        5.10862594750176621635e-02, 4.98213872951233449420e+00, 7.58238284132545283818e+01,
        3.66779609360150777800e+02, 7.10856304998926107277e+02, 5.97489612400613639965e+02,
        2.11688757100572135698e+02, 2.52070205858023719784e+01};
    static const SF_T QQ1[] = {
        7.42373277035675149943e+01, 1.05644886038262816351e+03, 4.98641058337653607651e+03,
        9.56231892404756170795e+03, 7.99704160447350683650e+03, 2.82619278517639096600e+03,
        3.36093607810698293419e+02};
    SF_T z = nu ? (SF_T)5.0 / x * ((SF_T)5.0 / x) : (SF_T)25.0 / (x * x);
    SF_T p = SF_F(horner)(z, nu ? PP1 : PP0, 7) / SF_F(horner)(z, nu ? PQ1 : PQ0, 7);
    SF_T q = SF_F(horner)(z, nu ? QP1 : QP0, 8) / SF_F(horner)(z, nu ? QQ1 : QQ0, 7);
    SF_T phase = nu ? (SF_T)2.356194490192344928846982537459627163 : (SF_T)0.785398163397448309615660845819875721;
    SF_T c = SF_M(cos)(x - phase), s = SF_M(sin)(x - phase);
    SF_T wave = second ? SF_M(fma)(p, s, (SF_T)5.0 / x * q * c) : SF_M(fma)(p, c, -((SF_T)5.0 / x * q * s));
    return wave * (SF_T)0.797884560802865355879892119868763737 / SF_M(sqrt)(x);
}

/* J0: even; a rational function with J0's first two zeros factored out
 * up to 5 (1 - x^2/4 below 1e-5), the Hankel form beyond. */
SF_FN SF_T SF_F(bessel_j0)(SF_T x)
{
    static const SF_T RP[] = {
        -4.79443220978201773821e+09, 1.95617491946556577543e+12, -2.49248344360967716204e+14,
        9.70862251047306323952e+15};
    static const SF_T RQ[] = {
        4.99563147152651017219e+02, 1.73785401676374683123e+05, 4.84409658339962045305e+07,
        1.11855537045356834862e+10, 2.11277520115489217587e+12, 3.10518229857422583814e+14,
        3.18121955943204943306e+16, 1.71086294081043136091e+18};
    x = SF_M(fabs)(x);
    if (!(x <= (SF_T)5.0))
        return SF_F(bessel_hankel)(0, x, false);
    if (x < (SF_T)0.00001)
        return (SF_T)1.0 - x * x / (SF_T)4.0;
    SF_T z = x * x;
    return (z - (SF_T)5.78318596294678452118e+00) * (z - (SF_T)3.04712623436620863991e+01) *
           SF_F(horner)(z, RP, 4) / SF_F(horner)(z, RQ, 8);
}

/* J1 of x >= 0 (or NaN), as J0. */
SF_FN SF_T SF_F(bessel_j1_right)(SF_T x)
{
    static const SF_T RP[] = {
        -8.99971225705559398224e+08, 4.52228297998194034323e+11, -7.27494245221818276015e+13,
        3.68295732863852883286e+15};
    static const SF_T RQ[] = {
        6.20836478118054335476e+02, 2.56987256757748830383e+05, 8.35146791431949253037e+07,
        2.21511595479792499675e+10, 4.74914122079991414898e+12, 7.84369607876235854894e+14,
        8.95222336184627338078e+16, 5.32278620332680085395e+18};
    if (!(x <= (SF_T)5.0))
        return SF_F(bessel_hankel)(1, x, false);
    SF_T z = x * x;
    return SF_F(horner)(z, RP, 4) / SF_F(horner)(z, RQ, 8) * x * (z - (SF_T)1.46819706421238932572e+01) *
           (z - (SF_T)4.92184563216946036703e+01);
}

/* J1: odd. */
SF_FN SF_T SF_F(bessel_j1)(SF_T x)
{
    return x < 0 ? -SF_F(bessel_j1_right)(-x) : SF_F(bessel_j1_right)(x);
}

/* Y0: -inf at 0, NaN below; up to 5 a rational function plus
 * (2 / pi) log(x) J0(x), the Hankel form beyond. */
SF_FN SF_T SF_F(bessel_y0)(SF_T x)
{
    static const SF_T YP[] = {
        1.55924367855235737965e+04, -1.46639295903971606143e+07, 5.43526477051876500413e+09,
        -9.82136065717911466409e+11, 8.75906394395366999549e+13, -3.46628303384729719441e+15,
        4.42733268572569800351e+16, -1.84950800436986690637e+16};
    static const SF_T YQ[] = {
        1.04128353664259848412e+03, 6.26107330137134956842e+05, 2.68919633393814121987e+08,
        8.64002487103935000337e+10, 2.02979612750105546709e+13, 3.17157752842975028269e+15,
        2.50596256172653059228e+17};
    if (!(x <= (SF_T)5.0))
        return SF_F(bessel_hankel)(0, x, true);
    if (x == 0)
        return -(SF_T)INFINITY;
    if (x < 0)
        return (SF_T)NAN;
    SF_T z = x * x;
    return SF_M(fma)((SF_T)0.636619772367581343075535053490057448 * SF_M(log)(x), SF_F(bessel_j0)(x),
                     SF_F(horner)(z, YP, 8) / SF_F(horner)(z, YQ, 7));
}

/* Y1: as Y0, with (2 / pi) (J1(x) log(x) - 1 / x). */
SF_FN SF_T SF_F(bessel_y1)(SF_T x)
{
    static const SF_T YP[] = {
        1.26320474790178026440e+09, -6.47355876379160291031e+11, 1.14509511541823727583e+14,
        -8.12770255501325109621e+15, 2.02439475713594898196e+17, -7.78877196265950026825e+17};
    static const SF_T YQ[] = {
        5.94301592346128195359e+02, 2.35564092943068577943e+05, 7.34811944459721705660e+07,
        1.87601316108706159478e+10, 3.88231277496238566008e+12, 6.20557727146953693363e+14,
        6.87141087355300489866e+16, 3.97270608116560655612e+18};
    if (!(x <= (SF_T)5.0))
        return SF_F(bessel_hankel)(1, x, true);
    if (x == 0)
        return -(SF_T)INFINITY;
    if (x < 0)
        return (SF_T)NAN;
    SF_T z = x * x;
    SF_T j1_log = SF_M(fma)(SF_F(bessel_j1)(x), SF_M(log)(x), -((SF_T)1.0 / x));
    return SF_M(fma)((SF_T)0.636619772367581343075535053490057448, j1_log,
                     x * (SF_F(horner)(z, YP, 6) / SF_F(horner)(z, YQ, 8)));
}

/* I0 (nu 0) and I1 (nu 1): Chebyshev series of e^-|x| I(x) (times 1/|x|
 * for I1) up to 8 and of e^-|x| sqrt|x| I(x) beyond; I1 is odd. */
SF_FN SF_T SF_F(modified_bessel_i)(int nu, SF_T x)
{
    static const SF_T A0[] = {
        -4.41534164647933937950e-18, 3.33079451882223809783e-17, -2.43127984654795469359e-16,
        1.71539128555513303061e-15, -1.16853328779934516808e-14, 7.67618549860493561688e-14,
        -4.85644678311192946090e-13, 2.95505266312963983461e-12, -1.72682629144155570723e-11,
        9.67580903537323691224e-11, -5.18979560163526290666e-10, 2.65982372468238665035e-09,
        -1.30002500998624804212e-08, 6.04699502254191894932e-08, -2.67079385394061173391e-07,
        1.11738753912010371815e-06, -4.41673835845875056359e-06, 1.64484480707288970893e-05,
        -5.75419501008210370398e-05, 1.88502885095841655729e-04, -5.76375574538582365885e-04,
        1.63947561694133579842e-03, -4.32430999505057594430e-03, 1.05464603945949983183e-02,
        -2.37374148058994688156e-02, 4.93052842396707084878e-02, -9.49010970480476444210e-02,
        1.71620901522208775349e-01, -3.04682672343198398683e-01, 6.76795274409476084995e-01};
    static const SF_T B0[] = {
        -7.23318048787475395456e-18, -4.83050448594418207126e-18, 4.46562142029675999901e-17,
        3.46122286769746109310e-17, -2.82762398051658348494e-16, -3.42548561967721913462e-16,
        1.77256013305652638360e-15, 3.81168066935262242075e-15, -9.55484669882830764870e-15,
        -4.15056934728722208663e-14, 1.54008621752140982691e-14, 3.85277838274214270114e-13,
        7.18012445138366623367e-13, -1.79417853150680611778e-12, -1.32158118404477131188e-11,
        -3.14991652796324136454e-11, 1.18891471078464383424e-11, 4.94060238822496958910e-10,
        3.39623202570838634515e-09, 2.26666899049817806459e-08, 2.04891858946906374183e-07,
        2.89137052083475648297e-06, 6.88975834691682398426e-05, 3.36911647825569408990e-03,
        8.04490411014108831608e-01};
    static const SF_T A1[] = {
        2.77791411276104639959e-18, -2.11142121435816608115e-17, 1.55363195773620046921e-16,
        -1.10559694773538630805e-15, 7.60068429473540693410e-15, -5.04218550472791168711e-14,
        3.22379336594557470981e-13, -1.98397439776494371520e-12, 1.17361862988909016308e-11,
        -6.66348972350202774223e-11, 3.62559028155211703701e-10, -1.88724975172282928790e-09,
        9.38153738649577178388e-09, -4.44505912879632808065e-08, 2.00329475355213526229e-07,
        -8.56872026469545474066e-07, 3.47025130813767847674e-06, -1.32731636560394358279e-05,
        4.78156510755005422638e-05, -1.61760815825896745588e-04, 5.12285956168575772895e-04,
        -1.51357245063125314899e-03, 4.15642294431288815669e-03, -1.05640848946261981558e-02,
        2.47264490306265168283e-02, -5.29459812080949914269e-02, 1.02643658689847095384e-01,
        -1.76416518357834055153e-01, 2.52587186443633654823e-01};
    static const SF_T B1[] = {
        7.51729631084210481353e-18, 4.41434832307170791151e-18, -4.65030536848935832153e-17,
        -3.20952592199342395980e-17, 2.96262899764595013876e-16, 3.30820231092092828324e-16,
        -1.88035477551078244854e-15, -3.81440307243700780478e-15, 1.04202769841288027642e-14,
        4.27244001671195135429e-14, -2.10154184277266431302e-14, -4.08355111109219731823e-13,
        -7.19855177624590851209e-13, 2.03562854414708950722e-12, 1.41258074366137813316e-11,
        3.25260358301548823856e-11, -1.89749581235054123450e-11, -5.58974346219658380687e-10,
        -3.83538038596423702205e-09, -2.63146884688951950684e-08, -2.51223623787020892529e-07,
        -3.88256480887769039346e-06, -1.10588938762623716291e-04, -9.76109749136146840777e-03,
        7.78576235018280120474e-01};
    SF_T a = SF_M(fabs)(x), r;
    if (a <= (SF_T)8.0) {
        SF_T c = SF_F(clenshaw)((a / (SF_T)2.0) - (SF_T)2.0, nu ? A1 : A0, nu ? 29 : 30);
        r = nu ? c * a * SF_M(exp)(a) : SF_M(exp)(a) * c;
    } else {
        SF_T c = SF_F(clenshaw)((SF_T)32.0 / a - (SF_T)2.0, nu ? B1 : B0, 25);
        r = SF_M(exp)(a) * c / SF_M(sqrt)(a);
    }
    return nu && x < 0 ? -r : r;
}

/* K0 (nu 0) and K1 (nu 1), times e^x when scaled: +inf at 0, NaN below;
 * up to 2 a Chebyshev series in x^2 with the log(x / 2) I(x) term, a
 * Chebyshev series of e^x sqrt(x) K(x) in 8 / x beyond. */
SF_FN SF_T SF_F(modified_bessel_k)(int nu, SF_T x, bool scaled)
{
    static const SF_T A0[] = {
        1.37446543561352307156e-16, 4.25981614279661018399e-14, 1.03496952576338420167e-11,
        1.90451637722020886025e-09, 2.53479107902614945675e-07, 2.28621210311945178607e-05,
        1.26461541144692592338e-03, 3.59799365153615016266e-02, 3.44289899924628486886e-01,
        -5.35327393233902768720e-01};
    static const SF_T B0[] = {
        5.30043377268626276149e-18, -1.64758043015242134646e-17, 5.21039150503902756861e-17,
        -1.67823109680541210385e-16, 5.51205597852431940784e-16, -1.84859337734377901440e-15,
        6.34007647740507060557e-15, -2.22751332699166985548e-14, 8.03289077536357521100e-14,
        -2.98009692317273043925e-13, 1.14034058820847496303e-12, -4.51459788337394416547e-12,
        1.85594911495471785253e-11, -7.95748924447710747776e-11, 3.57739728140030116597e-10,
        -1.69753450938905987466e-09, 8.57403401741422608519e-09, -4.66048989768794782956e-08,
        2.76681363944501510342e-07, -1.83175552271911948767e-06, 1.39498137188764993662e-05,
        -1.28495495816278026384e-04, 1.56988388573005337491e-03, -3.14481013119645005427e-02,
        2.44030308206595545468e+00};
    static const SF_T A1[] = {
        -7.02386347938628759343e-18, -2.42744985051936593393e-15, -6.66690169419932900609e-13,
        -1.41148839263352776110e-10, -2.21338763073472585583e-08, -2.43340614156596823496e-06,
        -1.73028895751305206302e-04, -6.97572385963986435018e-03, -1.22611180822657148235e-01,
        -3.53155960776544875667e-01, 1.52530022733894777053e+00};
    static const SF_T B1[] = {
        -5.75674448366501715755e-18, 1.79405087314755922667e-17, -5.68946255844285935196e-17,
        1.83809354436663880070e-16, -6.05704724837331885336e-16, 2.03870316562433424052e-15,
        -7.01983709041831346144e-15, 2.47715442448130437068e-14, -8.97670518232499435011e-14,
        3.34841966607842919884e-13, -1.28917396095102890680e-12, 5.13963967348173025100e-12,
        -2.12996783842756842877e-11, 9.21831518760500529508e-11, -4.19035475934189648750e-10,
        2.01504975519703286596e-09, -1.03457624656780970260e-08, 5.74108412545004946722e-08,
        -3.50196060308781257119e-07, 2.40648494783721712015e-06, -1.93619797416608296024e-05,
        1.95215518471351631108e-04, -2.85781685962277938680e-03, 1.03923736576817238437e-01,
        2.72062619048444266945e+00};
    if (x == 0)
        return (SF_T)INFINITY;
    if (x < 0)
        return (SF_T)NAN;
    if (x <= (SF_T)2.0) {
        SF_T c = SF_F(clenshaw)(SF_M(fma)(x, x, (SF_T)-2.0), nu ? A1 : A0, nu ? 11 : 10);
        if (nu) {
            SF_T k = SF_M(fma)(SF_M(log)((SF_T)0.5 * x), SF_F(modified_bessel_i)(1, x), c / x);
            return scaled ? k * SF_M(exp)(x) : k;
        }
        if (scaled)
            return SF_M(fma)(-SF_M(log)((SF_T)0.5 * x), SF_F(modified_bessel_i)(0, x), c) * SF_M(exp)(x);
        double i0 = SF_F(modified_bessel_i)(0, x);   /* in double: PyTorch's 0.5 * x is one */
        return (SF_T)fma(-log(0.5 * x), i0, (double)c);
    }
    SF_T c = SF_F(clenshaw)((SF_T)8.0 / x - (SF_T)2.0, nu ? B1 : B0, 25);
    return scaled ? c / SF_M(sqrt)(x) : SF_M(exp)(-x) * c / SF_M(sqrt)(x);
}

/* j0(x) = sin(x) / x: its Maclaurin series below 1/2, 0 at +-inf. */
SF_FN SF_T SF_F(spherical_bessel_j0)(SF_T x)
{
    if (isinf(x))
        return 0;
    if (SF_M(fabs)(x) < (SF_T)0.5) {
        static const SF_T c[] = {(SF_T)1.0 / (SF_T)6227020800.0, (SF_T)-1.0 / (SF_T)39916800.0,
                                 (SF_T)1.0 / (SF_T)362880.0, (SF_T)-1.0 / (SF_T)5040.0,
                                 (SF_T)1.0 / (SF_T)120.0, (SF_T)-1.0 / (SF_T)6.0, (SF_T)1.0};
        SF_T z = x * x, r = c[0];
        for (int i = 1; i < 7; i++)
            r = SF_M(fma)(z, r, c[i]);
        return r;
    }
    return SF_M(sin)(x) / x;
}

/* The recurrences below stop once the value is NaN (it stays NaN), and
 * give NaN for orders from SF_STEPS_MOST on, where PyTorch's loop would
 * run for seconds an element (or, near 2^63, for ever). */

/* The Chebyshev recurrence P_k = y2 P_(k-1) - P_(k-2) from P_0 = 1 and
 * P_1 = q, to P_n. */
SF_FN SF_T SF_F(chebyshev_steps)(SF_T y2, SF_T q, int64_t n)
{
    if (n == 0)
        return 1;
    if (n >= SF_STEPS_MOST)
        return (SF_T)NAN;
    SF_T p = 1, r = q;
    for (int64_t k = 2; k <= n && r == r; k++) {
        r = SF_M(fma)(y2, q, -p);
        p = q;
        q = r;
    }
    return r;
}

/* The Chebyshev polynomials of the first to fourth kinds (T, U, V, W)
 * at x, or the shifted ones (at y = 2x - 1): 0 for n < 0, their closed
 * forms at the interval's ends (x = +-1, or x = 1 and 0 when shifted)
 * and, for n above PyTorch's thresholds inside it, their trigonometric
 * forms in theta = acos(y); else the recurrence. */
SF_FN SF_T SF_F(chebyshev_t)(SF_T x, int64_t n, bool shifted)
{
    SF_T y = shifted ? x + x - (SF_T)1.0 : x, sign = n % 2 == 0 ? 1 : -1;
    if (n < 0)
        return 0;
    if (shifted ? x == (SF_T)1.0 || x == 0 : SF_M(fabs)(x) == (SF_T)1.0)
        return y > 0 ? 1 : sign;
    if (n > 6 && SF_M(fabs)(y) < (SF_T)1.0)
        return SF_M(cos)(n * SF_M(acos)(y));
    return SF_F(chebyshev_steps)(y + y, y, n);
}

SF_FN SF_T SF_F(chebyshev_u)(SF_T x, int64_t n, bool shifted)
{
    SF_T y = shifted ? x + x - (SF_T)1.0 : x, sign = n % 2 == 0 ? 1 : -1;
    if (n < 0)
        return 0;
    if (shifted ? x == (SF_T)1.0 || x == 0 : SF_M(fabs)(x) == (SF_T)1.0)
        return y > 0 ? (SF_T)(n + 1) : sign * (SF_T)(n + 1);
    if (n > (shifted ? 6 : 8) && SF_M(fabs)(y) < (SF_T)1.0) {
        SF_T theta = SF_M(acos)(y);
        if (SF_M(sin)(theta) != 0)
            return SF_M(sin)((n + 1) * theta) / SF_M(sin)(theta);
        return (n + 1) * SF_M(cos)((n + 1) * theta) / y;
    }
    return SF_F(chebyshev_steps)(y + y, y + y, n);
}

SF_FN SF_T SF_F(chebyshev_v)(SF_T x, int64_t n, bool shifted)
{
    SF_T y = shifted ? x + x - (SF_T)1.0 : x, sign = n % 2 == 0 ? 1 : -1;
    if (n < 0)
        return 0;
    if (shifted ? x == (SF_T)1.0 || x == 0 : SF_M(fabs)(x) == (SF_T)1.0)
        return y > 0 ? 1 : sign * (SF_T)(n + n + 1);
    if (n > (shifted ? 6 : 8) && SF_M(fabs)(y) < (SF_T)1.0) {
        SF_T theta = SF_M(acos)(y);
        if (SF_M(sin)(theta / (SF_T)2.0) != (SF_T)1.0)
            return SF_M(cos)((n + (SF_T)0.5) * theta) / SF_M(cos)(theta / (SF_T)2.0);
        return sign * (SF_T)(n + n + 1);
    }
    return SF_F(chebyshev_steps)(y + y, y + y - (SF_T)1.0, n);
}

SF_FN SF_T SF_F(chebyshev_w)(SF_T x, int64_t n, bool shifted)
{
    SF_T y = shifted ? x + x - (SF_T)1.0 : x, sign = n % 2 == 0 ? 1 : -1;
    if (n < 0)
        return 0;
    if (shifted ? x == (SF_T)1.0 || x == 0 : SF_M(fabs)(x) == (SF_T)1.0)
        return y > 0 ? (SF_T)(n + n + 1) : sign;
    if (n > (shifted ? 4 : 8) && SF_M(fabs)(y) < (SF_T)1.0) {
        SF_T theta = SF_M(acos)(y);
        if (SF_M(cos)(theta / (SF_T)2.0) != (SF_T)1.0)
            return SF_M(sin)((n + (SF_T)0.5) * theta) / SF_M(sin)(theta / (SF_T)2.0);
        return !shifted && x > 0 ? (SF_T)(n + n + 1) : sign;   /* PyTorch's shifted one gives +-1 */
    }
    return SF_F(chebyshev_steps)(y + y, y + y + (SF_T)1.0, n);
}

/* The physicists' Hermite polynomial H_n(x): H_k = 2x H_(k-1) - 2(k-1) H_(k-2). */
SF_FN SF_T SF_F(hermite_polynomial_h)(SF_T x, int64_t n)
{
    if (n < 0)
        return 0;
    if (n == 0)
        return 1;
    if (n >= SF_STEPS_MOST)
        return (SF_T)NAN;
    SF_T p = 1, q = x + x, r = q;
    for (int64_t k = 2; k < n + n && r == r; k += 2) {
        r = SF_M(fma)(x + x, q, -(k * p));
        p = q;
        q = r;
    }
    return r;
}

/* The probabilists' Hermite polynomial He_n(x): He_k = x He_(k-1) - (k-1) He_(k-2). */
SF_FN SF_T SF_F(hermite_polynomial_he)(SF_T x, int64_t n)
{
    if (n < 0)
        return 0;
    if (n == 0)
        return 1;
    if (n >= SF_STEPS_MOST)
        return (SF_T)NAN;
    SF_T p = 1, q = x, r = q;
    for (int64_t k = 1; k < n && r == r; k++) {
        r = SF_M(fma)(x, q, -(k * p));
        p = q;
        q = r;
    }
    return r;
}

/* The Laguerre polynomial L_n(x) (1 at x = 0): L_(k+1) = ((2k + 1 - x) L_k - k L_(k-1)) / (k + 1). */
SF_FN SF_T SF_F(laguerre_polynomial_l)(SF_T x, int64_t n)
{
    if (n < 0)
        return 0;
    if (x == 0 || n == 0)
        return 1;
    if (n >= SF_STEPS_MOST)
        return (SF_T)NAN;
    SF_T p = 1, q = (SF_T)1.0 - x, r = q;
    for (int64_t k = 1; k < n && r == r; k++) {
        r = SF_M(fma)((k + k) + ((SF_T)1.0 - x), q, -(k * p)) / (k + 1);
        p = q;
        q = r;
    }
    return r;
}

/* The Legendre polynomial P_n(x) (+-1 at x = +-1): P_(k+1) = ((2k + 1) x P_k - k P_(k-1)) / (k + 1). */
SF_FN SF_T SF_F(legendre_polynomial_p)(SF_T x, int64_t n)
{
    if (n < 0)
        return 0;
    if (SF_M(fabs)(x) == (SF_T)1.0)
        return x > 0 || n % 2 == 0 ? 1 : -1;
    if (n == 0)
        return 1;
    if (n >= SF_STEPS_MOST)
        return (SF_T)NAN;
    SF_T p = 1, q = x, r = q;
    for (int64_t k = 1; k < n && r == r; k++) {
        r = SF_M(fma)((k + k + 1) * x, q, -(k * p)) / (k + 1);
        p = q;
        q = r;
    }
    return r;
}

/* The ops' names (ops.def's), as PyTorch's functions. */
SF_FN SF_T SF_F(modified_bessel_i0)(SF_T x) { return SF_F(modified_bessel_i)(0, x); }
SF_FN SF_T SF_F(modified_bessel_i1)(SF_T x) { return SF_F(modified_bessel_i)(1, x); }
SF_FN SF_T SF_F(modified_bessel_k0)(SF_T x) { return SF_F(modified_bessel_k)(0, x, false); }
SF_FN SF_T SF_F(modified_bessel_k1)(SF_T x) { return SF_F(modified_bessel_k)(1, x, false); }
SF_FN SF_T SF_F(scaled_modified_bessel_k0)(SF_T x) { return SF_F(modified_bessel_k)(0, x, true); }
SF_FN SF_T SF_F(scaled_modified_bessel_k1)(SF_T x) { return SF_F(modified_bessel_k)(1, x, true); }
SF_FN SF_T SF_F(chebyshev_polynomial_t)(SF_T x, int64_t n) { return SF_F(chebyshev_t)(x, n, false); }
SF_FN SF_T SF_F(chebyshev_polynomial_u)(SF_T x, int64_t n) { return SF_F(chebyshev_u)(x, n, false); }
SF_FN SF_T SF_F(chebyshev_polynomial_v)(SF_T x, int64_t n) { return SF_F(chebyshev_v)(x, n, false); }
SF_FN SF_T SF_F(chebyshev_polynomial_w)(SF_T x, int64_t n) { return SF_F(chebyshev_w)(x, n, false); }
SF_FN SF_T SF_F(shifted_chebyshev_polynomial_t)(SF_T x, int64_t n) { return SF_F(chebyshev_t)(x, n, true); }
SF_FN SF_T SF_F(shifted_chebyshev_polynomial_u)(SF_T x, int64_t n) { return SF_F(chebyshev_u)(x, n, true); }
SF_FN SF_T SF_F(shifted_chebyshev_polynomial_v)(SF_T x, int64_t n) { return SF_F(chebyshev_v)(x, n, true); }
SF_FN SF_T SF_F(shifted_chebyshev_polynomial_w)(SF_T x, int64_t n) { return SF_F(chebyshev_w)(x, n, true); }
